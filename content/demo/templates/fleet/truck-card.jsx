<section className="fleet-truck">
  {(ds.fleetTruckProfile || []).length === 0 ? (
    <p className="fleet-truck__empty">
      {params.truck
        ? "Truck " + params.truck + " has no records for the selected period. Check the truck number (for example HT-07) or widen the dates."
        : "Choose a truck in the truck parameter to see its profile."}
    </p>
  ) : null}
  {(ds.fleetTruckProfile || []).slice(0, 1).map((t) => (
    <div key={t.truck_id} className="fleet-truck__body">
      <header className="fleet-truck__header">
        <h3 className="fleet-truck__title">
          {t.truck_id} <span className="fleet-truck__reg">{t.reg_num}</span>
        </h3>
        <p className="fleet-truck__meta">
          {t.model} · rated payload {fmt.number(t.payload_t, 0)} t · in service since{" "}
          {fmt.date(t.commissioned, "MMM YYYY")} ({fmt.number(t.age_years, 1)} years) · worked {t.shifts_worked} shifts in
          the period
        </p>
      </header>
      <div className="fleet-truck__grid">
        <div className="fleet-truck__panel">
          <h4 className="fleet-truck__panel-title">Against the fleet</h4>
          <table className="fleet-truck__table">
            <thead>
              <tr>
                <th className="fleet-truck__head">Measure</th>
                <th className="fleet-truck__head fleet-truck__head--num">{t.truck_id}</th>
                <th className="fleet-truck__head fleet-truck__head--num">Benchmark</th>
                <th className="fleet-truck__head">Verdict</th>
              </tr>
            </thead>
            <tbody>
              {frame.metrics.map((m) => (
                <tr key={m.key}>
                  <td className="fleet-truck__cell">
                    {m.label}
                    {m.hint ? <small className="fleet-truck__hint">{m.hint}</small> : null}
                  </td>
                  <td className="fleet-truck__cell fleet-truck__cell--num">
                    {t[m.key] === null
                      ? "—"
                      : m.format === "percent"
                        ? fmt.percent(t[m.key], m.decimals)
                        : fmt.number(t[m.key], m.decimals) + (m.suffix || "")}
                  </td>
                  <td className="fleet-truck__cell fleet-truck__cell--num">
                    {t[m.fleetKey] === null
                      ? "—"
                      : m.format === "percent"
                        ? fmt.percent(t[m.fleetKey], m.decimals)
                        : fmt.number(t[m.fleetKey], m.decimals) + (m.suffix || "")}
                  </td>
                  <td
                    className={
                      "fleet-truck__cell fleet-truck__verdict" +
                      (t[m.key] === null || t[m.fleetKey] === null
                        ? ""
                        : (m.better === "higher" ? t[m.key] - t[m.fleetKey] : t[m.fleetKey] - t[m.key]) > m.tolerance
                          ? " fleet-truck__verdict--good"
                          : (m.better === "higher" ? t[m.key] - t[m.fleetKey] : t[m.fleetKey] - t[m.key]) < -m.tolerance
                            ? " fleet-truck__verdict--bad"
                            : "")
                    }
                  >
                    {t[m.key] === null || t[m.fleetKey] === null
                      ? "—"
                      : (m.better === "higher" ? t[m.key] - t[m.fleetKey] : t[m.fleetKey] - t[m.key]) > m.tolerance
                        ? "Better"
                        : (m.better === "higher" ? t[m.key] - t[m.fleetKey] : t[m.fleetKey] - t[m.key]) < -m.tolerance
                          ? "Worse"
                          : "In line"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="fleet-truck__note">
            The benchmark is the fleet's average truck unless noted. Tonnes per shift depend on payload class: the {t.model_trucks} {t.model} trucks averaged{" "}
            {fmt.number(t.model_tonnes_per_shift, 0)} t per shift, and {t.truck_id} ranks {t.rank_tonnes_per_shift} of{" "}
            {t.fleet_size} trucks on this measure.
          </p>
        </div>
        <div className="fleet-truck__panel">
          <h4 className="fleet-truck__panel-title">Where its clock time went</h4>
          <ul className="fleet-truck__split">
            <li className="fleet-truck__split-row">
              <span className="fleet-truck__split-label">Hauling</span>
              <span className="fleet-truck__track">
                <span className={"fleet-truck__bar fleet-truck__bar--haul fleet-truck__bar--w" + t.hauling_step}></span>
              </span>
              <span className="fleet-truck__split-value">{fmt.percent(t.hauling_share, 1)}</span>
            </li>
            <li className="fleet-truck__split-row">
              <span className="fleet-truck__split-label">Loading</span>
              <span className="fleet-truck__track">
                <span className={"fleet-truck__bar fleet-truck__bar--load fleet-truck__bar--w" + t.loading_step}></span>
              </span>
              <span className="fleet-truck__split-value">{fmt.percent(t.loading_share, 1)}</span>
            </li>
            <li className="fleet-truck__split-row">
              <span className="fleet-truck__split-label">Queuing</span>
              <span className="fleet-truck__track">
                <span className={"fleet-truck__bar fleet-truck__bar--queue fleet-truck__bar--w" + t.queuing_step}></span>
              </span>
              <span className="fleet-truck__split-value">{fmt.percent(t.queuing_share, 1)}</span>
            </li>
            <li className="fleet-truck__split-row">
              <span className="fleet-truck__split-label">Idle and standby</span>
              <span className="fleet-truck__track">
                <span className={"fleet-truck__bar fleet-truck__bar--idle fleet-truck__bar--w" + t.idle_step}></span>
              </span>
              <span className="fleet-truck__split-value">{fmt.percent(t.idle_time_share, 1)}</span>
            </li>
            <li className="fleet-truck__split-row">
              <span className="fleet-truck__split-label">Maintenance</span>
              <span className="fleet-truck__track">
                <span className={"fleet-truck__bar fleet-truck__bar--down fleet-truck__bar--w" + t.down_step}></span>
              </span>
              <span className="fleet-truck__split-value">{fmt.percent(t.down_share, 1)}</span>
            </li>
          </ul>
          <p className="fleet-truck__note">
            {fmt.number(t.down_hours, 1)} hours in maintenance. Top recorded speed {fmt.number(t.max_speed, 0)} km/h;{" "}
            {fmt.number(t.over_minutes, 0)} minutes above {params.speedLimit || 40} km/h.
          </p>
        </div>
      </div>
    </div>
  ))}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
