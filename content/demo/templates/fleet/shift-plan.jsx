<section className="fleet-plan">
  <p className="fleet-plan__lead">{frame.lead}</p>
  <DataGrid
    name="shiftPlan"
    title="Day shift plan · 3 November"
    parameter="shiftPlan"
    editedRowsParameter="shiftPlanEdits"
    stickyLeft={1}
    stickyRight={1}
    searchable
    height={470}
    columns={[
      { field: "unit", headerName: "Pit / truck", type: "chevron", width: 170 },
      { field: "model", headerName: "Model", width: 160, nonEditable: true },
      { field: "operator", headerName: "Operator", width: 170, resizable: true },
      {
        field: "route",
        headerName: "Assigned route",
        type: "dropdown",
        width: 220,
        availableOptions: frame.routes,
      },
      {
        field: "available",
        headerName: "Available",
        type: "checkbox",
        width: 110,
        headerTooltip: "Untick a truck that will not be released from the workshop by 06:00.",
      },
      { field: "loads", headerName: "Planned loads", type: "number", width: 130 },
      { field: "serviceDue", headerName: "Service due", type: "date", width: 150 },
      {
        field: "status",
        headerName: "Status",
        type: "jsx",
        width: 130,
        getContent: (row) =>
          row.available ? (
            <span className="fleet-plan__status fleet-plan__status--ready">Ready</span>
          ) : (
            <span className="fleet-plan__status fleet-plan__status--down">Workshop</span>
          ),
      },
    ]}
    rows={frame.pits
      .map((pit) => [
        {
          id: pit.id,
          cells: [
            { type: "chevron", value: pit.name },
            { type: "text", value: pit.summary, colSpan: 6, nonEditable: true },
            { type: "text", value: pit.trucks.length + " trucks", nonEditable: true },
          ],
        },
        ...pit.trucks.map((t) => ({ ...t, unit: t.id, parentId: pit.id })),
      ])
      .flat()}
  />
  <aside className="fleet-plan__changes" aria-label="Changes to send to dispatch">
    <h3 className="fleet-plan__changes-title">Changes to send to dispatch</h3>
    {(params.shiftPlanEdits || []).length === 0 ? (
      <p className="fleet-plan__hint">
        No changes yet. Type over a cell or press Enter to edit it, tick or untick Available, pick a route, or paste
        a block copied from a spreadsheet; changed cells are marked and listed here.
      </p>
    ) : (
      <ul className="fleet-plan__list">
        {params.shiftPlanEdits.map((t) => (
          <li key={t.id}>
            <strong>{t.unit}</strong>
            {" · " + (t.operator || "no operator") + " · "}
            {(frame.routes.find((r) => r.value === t.route) || { label: "no route" }).label}
            {" · " + (t.available ? "available" : "in the workshop") + " · " + (t.loads ?? 0) + " loads"}
          </li>
        ))}
      </ul>
    )}
  </aside>
  <Include path="shared/source-note" />
</section>
