<figure className="air-plan">
  {frame.lead ? <p className="air-plan__lead">{frame.lead}</p> : null}
  <Table
    title={frame.tableTitle}
    density="compact"
    editedRowsParameter="planEdits"
    allRowsParameter="planRows"
    rows={
      ds.airBusiestAirports
        ? ds.airBusiestAirports.slice(0, frame.airports).map((row) => ({
            iata: row.iata,
            city: row.city,
            flights: row.flights,
            on_time_share: row.on_time_share,
            extra_departures: 0,
            start: frame.start,
            approved: false,
            note: "",
          }))
        : undefined
    }
    columns={[
      { field: "iata", headerName: "Airport", width: 75 },
      { field: "extra_departures", headerName: "Extra / week", type: "number", valueFormat: 0, width: 115, editable: true },
      { field: "start", headerName: "From", type: "date", valueFormat: "D MMM YYYY", width: 105, editable: true },
      { field: "approved", headerName: "Approved", type: "boolean", width: 95, editable: true },
      { field: "note", headerName: "Note", width: 80, flex: 1, editable: true },
    ]}
  />
  <section className="air-plan__summary" aria-label="Plan summary">
    <div className="air-plan__figure">
      <span className="air-plan__value" data-testid="plan-edited-count">{(params.planEdits || []).length}</span>
      <span className="air-plan__label">airports changed</span>
    </div>
    <div className="air-plan__figure">
      <span className="air-plan__value" data-testid="plan-extra-total">
        {fmt.number((params.planRows || []).reduce((sum, row) => sum + (Number(row.extra_departures) || 0), 0), 0)}
      </span>
      <span className="air-plan__label">extra departures a week in the plan</span>
    </div>
    <div className="air-plan__figure">
      <span className="air-plan__value" data-testid="plan-approved-total">
        {(params.planRows || []).filter((row) => row.approved).length}
      </span>
      <span className="air-plan__label">airports approved</span>
    </div>
  </section>
  {(params.planEdits || []).length === 0 ? (
    <p className="air-plan__empty">{frame.emptyEdits}</p>
  ) : (
    <ul className="air-plan__edits" data-testid="plan-edits">
      {params.planEdits.map((row) => (
        <li key={row.iata} className="air-plan__edit">
          <strong>{row.iata}</strong> {row.city} ({fmt.percent(row.on_time_share, 1)} on time):{" "}
          {fmt.number(row.extra_departures, 0)} extra departures a week from{" "}
          {fmt.date(row.start, "D MMM YYYY")}
          {row.approved ? " · approved" : " · not yet approved"}
          {row.note ? " · " + row.note : ""}
        </li>
      ))}
    </ul>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
