<CanvasContext onEnter={(api) => (api.parameters.flightLogFrom ? null : api.setParameter("flightLogFrom", frame.from))}>
  <figure className="air-log">
    {frame.lead ? <p className="air-log__lead">{frame.lead}</p> : null}
    <Table
      title={frame.tableTitle}
      rows={ds.airFlightLog}
      density="compact"
      height={560}
      pageSize={100}
      searchable
      exportable
      columns={[
        { field: "departure", headerName: "Departure", type: "date", valueFormat: "D MMM HH:mm", width: 115 },
        { field: "origin", headerName: "From", width: 58 },
        { field: "destination", headerName: "To", width: 58 },
        { field: "distance", headerName: "Miles", type: "number", valueFormat: 0, width: 75 },
        { field: "delay", headerName: "Delay", type: "number", valueFormat: 0, width: 70 },
        { field: "on_time", headerName: "On time", type: "boolean", width: 85, flex: 1 },
      ]}
    />
    <p className="air-log__count">
      {ds.airFlightLog ? fmt.number(ds.airFlightLog.totalRows ?? ds.airFlightLog.length, 0) + " flights in the log." : "Loading the flight log…"}
    </p>
    <Include path="shared/commentary" />
    <Include path="shared/source-note" />
  </figure>
</CanvasContext>
