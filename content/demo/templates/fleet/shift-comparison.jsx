<section className="fleet-shifts">
  {(ds.fleetShiftComparison || []).length === 0 ? (
    <p className="fleet-shifts__empty">No shifts on record for the selected period.</p>
  ) : null}
  {(ds.fleetShiftComparison || [])
    .filter((row) => row.shift === "Night" && row.tonnes_per_shift_vs_day !== null)
    .map((night) => (
      <p key="headline" className="fleet-shifts__headline">
        A night shift moved{" "}
        <strong>
          {fmt.percent(night.tonnes_per_shift_vs_day < 0 ? -night.tonnes_per_shift_vs_day : night.tonnes_per_shift_vs_day, 1)}{" "}
          {night.tonnes_per_shift_vs_day < 0 ? "less" : "more"}
        </strong>{" "}
        than a day shift, with haul cycles {fmt.number(night.avg_cycle_min_vs_day < 0 ? -night.avg_cycle_min_vs_day : night.avg_cycle_min_vs_day, 1)} min{" "}
        {night.avg_cycle_min_vs_day < 0 ? "shorter" : "longer"} and utilisation{" "}
        {fmt.number(night.utilisation_vs_day < 0 ? -night.utilisation_vs_day * 100 : night.utilisation_vs_day * 100, 1)}{" "}
        points {night.utilisation_vs_day < 0 ? "lower" : "higher"}.
      </p>
    ))}
  {(ds.fleetShiftComparison || []).length > 0 ? (
    <table className="fleet-shifts__table">
      <thead>
        <tr>
          <th className="fleet-shifts__head">Measure</th>
          {ds.fleetShiftComparison.map((row) => (
            <th key={row.shift} className="fleet-shifts__head fleet-shifts__head--value">
              {row.shift} shift
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {frame.metrics.map((m) => (
          <tr key={m.key}>
            <th className="fleet-shifts__metric">
              {m.label}
              {m.hint ? <small className="fleet-shifts__hint">{m.hint}</small> : null}
            </th>
            {ds.fleetShiftComparison.map((row) => (
              <td key={row.shift} className="fleet-shifts__value">
                {row[m.key] === null
                  ? "—"
                  : m.format === "percent"
                    ? fmt.percent(row[m.key], m.decimals)
                    : fmt.number(row[m.key], m.decimals) + (m.suffix || "")}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ) : null}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
