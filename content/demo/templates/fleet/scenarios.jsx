<section className="fleet-scenarios">
  <EntityManagementPanel
    entity="scenario"
    parameter="scenario"
    operationParameter="scenario_operation"
    dataSource="fleetScenarios"
    enableLinked
    enableWorkInProgress
    isExpanded
    options={(ds.fleetScenarios || [])
      .filter((s) => typeof s.scenario_id === "string")
      .map((s) => ({ value: s.scenario_id, label: s.name || s.scenario_id, type: s.type || undefined }))}
  />
  {ds.fleetScenarios === undefined ? (
    <p className="fleet-scenarios__empty">Loading the scenarios…</p>
  ) : ds.fleetScenarios.length === 0 ? (
    <p className="fleet-scenarios__empty">There are no scenarios yet. Create the first one with Create above.</p>
  ) : (
    <div className="fleet-scenarios__table">
      <p className="fleet-scenarios__caption">
        Planning assumptions of each scenario and the tonnes per day they give; the selected one is highlighted.
      </p>
      <div className="fleet-scenarios__scroll">
        <table className="fleet-scenarios__grid">
          <thead>
            <tr>
              <th className="fleet-scenarios__head">Scenario</th>
              <th className="fleet-scenarios__head fleet-scenarios__num">Trucks</th>
              <th className="fleet-scenarios__head fleet-scenarios__num">Payload fill</th>
              <th className="fleet-scenarios__head fleet-scenarios__num">Cycle</th>
              <th className="fleet-scenarios__head fleet-scenarios__num">Tonnes per day</th>
            </tr>
          </thead>
          <tbody>
            {ds.fleetScenarios.map((s) => (
              <tr
                key={s.scenario_id}
                className={
                  "fleet-scenarios__row" + (s.scenario_id === params.scenario ? " fleet-scenarios__row--selected" : "")
                }
                title={"Last changed " + fmt.date(s.updated_at, "D MMM YYYY HH:mm")}
              >
                <td className="fleet-scenarios__cell">
                  <span className="fleet-scenarios__name">{s.name}</span>
                  <span className="fleet-scenarios__note">
                    <span
                      className={
                        "fleet-scenarios__type fleet-scenarios__type--" +
                        (s.type === "Linked" ? "linked" : s.type === "Work in Progress" ? "draft" : "value")
                      }
                    >
                      {s.type}
                    </span>
                    {s.type === "Linked"
                      ? " follows " + s.source_name
                      : s.type === "Work in Progress"
                        ? " draft of " + s.source_name
                        : ""}
                  </span>
                </td>
                <td className="fleet-scenarios__cell fleet-scenarios__num">{s.trucks === null ? "—" : s.trucks}</td>
                <td className="fleet-scenarios__cell fleet-scenarios__num">
                  {s.payload_fill === null ? "—" : fmt.percent(s.payload_fill, 1)}
                </td>
                <td className="fleet-scenarios__cell fleet-scenarios__num">
                  {s.cycle_minutes === null ? "—" : fmt.number(s.cycle_minutes, 1) + " min"}
                </td>
                <td className="fleet-scenarios__cell fleet-scenarios__num fleet-scenarios__tonnes">
                  {s.tonnes_per_day === null ? "cleared" : fmt.number(s.tonnes_per_day, 0) + " t"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
