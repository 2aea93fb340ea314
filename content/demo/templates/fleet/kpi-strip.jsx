<section className="fleet-kpis">
  {ds.fleetKpis === undefined ? <p className="fleet-kpis__empty">Loading the headline figures…</p> : null}
  {ds.fleetKpis !== undefined && !ds.fleetKpis.some((k) => k.shifts > 0) ? (
    <p className="fleet-kpis__empty">No shifts on record for the selected period.</p>
  ) : null}
  {(ds.fleetKpis || []).filter((k) => k.shifts > 0).slice(0, 1).map((k) => (
    <div key="kpis" className="fleet-kpis__body">
      <p className="fleet-kpis__period">
        {fmt.date(k.from_date, "D MMM YYYY")} – {fmt.date(k.to_date, "D MMM YYYY")} · {k.shifts} shifts ·{" "}
        {k.trucks_active} trucks hauling · {params.site ? "loads at " + (k.site_name || params.site) : "all sites"} ·{" "}
        {params.shift ? params.shift + " shifts only" : "day and night shifts"}
      </p>
      <div className="fleet-kpis__grid">
        <div className="fleet-kpis__tile fleet-kpis__tile--main">
          <span className="fleet-kpis__label">Tonnes hauled</span>
          <strong className="fleet-kpis__value">{fmt.number(k.tonnes, 0)} t</strong>
          <span
            className={
              "fleet-kpis__delta" +
              (k.tonnes_change > 0.02 ? " fleet-kpis__delta--good" : "") +
              (k.tonnes_change < -0.02 ? " fleet-kpis__delta--bad" : "")
            }
          >
            {k.tonnes_change === null
              ? "No earlier data to compare with"
              : (k.tonnes_change > 0 ? "+" : "") + fmt.percent(k.tonnes_change, 1) + " vs the " + k.days + " days before"}
          </span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Tonnes per shift</span>
          <strong className="fleet-kpis__value">{fmt.number(k.tonnes_per_shift, 0)} t</strong>
          <span className="fleet-kpis__delta">{fmt.number(k.loads, 0)} loads in the period</span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Ore delivered</span>
          <strong className="fleet-kpis__value">{fmt.number(k.ore_tonnes, 0)} t</strong>
          <span className="fleet-kpis__delta">
            {k.strip_ratio === null
              ? "No ore hauled"
              : "Strip ratio " + fmt.number(k.strip_ratio, 2) + " t waste per t ore"}
          </span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Average cycle</span>
          <strong className="fleet-kpis__value">{fmt.number(k.avg_cycle_min, 1)} min</strong>
          <span
            className={
              "fleet-kpis__delta" +
              (k.cycle_change_min < -0.5 ? " fleet-kpis__delta--good" : "") +
              (k.cycle_change_min > 0.5 ? " fleet-kpis__delta--bad" : "")
            }
          >
            {k.cycle_change_min === null
              ? "Load to load, per truck"
              : (k.cycle_change_min > 0 ? "+" : "") + fmt.number(k.cycle_change_min, 1) + " min vs the period before"}
          </span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Availability</span>
          <strong className="fleet-kpis__value">{fmt.percent(k.availability, 1)}</strong>
          <span className="fleet-kpis__delta">of clock time out of maintenance</span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Utilisation</span>
          <strong className="fleet-kpis__value">{fmt.percent(k.utilisation, 1)}</strong>
          <span
            className={
              "fleet-kpis__delta" +
              (k.utilisation_change > 0.01 ? " fleet-kpis__delta--good" : "") +
              (k.utilisation_change < -0.01 ? " fleet-kpis__delta--bad" : "")
            }
          >
            {k.utilisation_change === null
              ? "of available time spent operating"
              : (k.utilisation_change > 0 ? "+" : "") +
                fmt.number(k.utilisation_change * 100, 1) +
                " points vs the period before"}
          </span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Idle and standby</span>
          <strong className="fleet-kpis__value">{fmt.percent(k.idle_share, 1)}</strong>
          <span className="fleet-kpis__delta">of available time</span>
        </div>
        <div className="fleet-kpis__tile">
          <span className="fleet-kpis__label">Payload fill</span>
          <strong className="fleet-kpis__value">{fmt.percent(k.payload_fill, 1)}</strong>
          <span className="fleet-kpis__delta">average load against rated payload</span>
        </div>
      </div>
      {params.site ? (
        <p className="fleet-kpis__note">
          The site filter applies to loads and tonnes. Availability, utilisation and idle time always cover the whole
          fleet, because trucks are not assigned to one site.
        </p>
      ) : null}
    </div>
  ))}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
