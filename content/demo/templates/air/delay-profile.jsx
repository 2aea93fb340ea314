<figure className="air-profile">
  <ul className="air-profile__legend">
    <li className="air-profile__legend-item">
      <span className="air-profile__swatch air-profile__swatch--all"></span>All airports in the sample
    </li>
    {params.origin ? (
      <li className="air-profile__legend-item">
        <span className="air-profile__swatch air-profile__swatch--origin"></span>Departures from {params.origin}
      </li>
    ) : null}
  </ul>
  {(ds[frame.dataSource] || []).length === 0 ? (
    <p className="air-profile__empty">No flights for the current selection.</p>
  ) : (
    <table className="air-profile__table">
      <thead>
        <tr>
          <th className="air-profile__head">{frame.labelTitle}</th>
          <th className="air-profile__head air-profile__head--num">Flights</th>
          <th className="air-profile__head">Average delay</th>
          <th className="air-profile__head air-profile__head--num">All</th>
          <th className="air-profile__head air-profile__head--num">{params.origin || "Airport"}</th>
          <th className="air-profile__head air-profile__head--num">On time (all)</th>
        </tr>
      </thead>
      <tbody>
        {ds[frame.dataSource].map((row) => (
          <tr key={row.label} className="air-profile__row">
            <th className="air-profile__label">{row.label}</th>
            <td className="air-profile__num">{fmt.number(row.flights, 0)}</td>
            <td className="air-profile__bars">
              <span className={"air-profile__bar air-profile__bar--all air-profile__bar--w" + row.bar_step}></span>
              {row.origin_bar_step === null || row.origin_bar_step === undefined ? null : (
                <span className={"air-profile__bar air-profile__bar--origin air-profile__bar--w" + row.origin_bar_step}></span>
              )}
            </td>
            <td className="air-profile__num">{fmt.number(row.avg_delay, 1)} min</td>
            <td className="air-profile__num air-profile__num--origin">
              {row.origin_avg_delay === null || row.origin_avg_delay === undefined
                ? "—"
                : fmt.number(row.origin_avg_delay, 1) + " min"}
            </td>
            <td className="air-profile__num">{fmt.percent(row.on_time_share, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
