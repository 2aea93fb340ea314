<section className="air-card">
  {(ds.airOriginProfile || []).length === 0 ? (
    <p className="air-card__empty">
      {params.origin
        ? "No departures from " + params.origin + " in the flight sample. Use a three-letter IATA code such as ORD, ATL or LAX."
        : "Choose an airport in the origin parameter to see its profile."}
    </p>
  ) : null}
  {(ds.airOriginProfile || []).slice(0, 1).map((a) => (
    <div key={a.iata} className="air-card__body">
      <header className="air-card__header">
        <h3 className="air-card__title">
          <span className="air-card__code">{a.iata}</span> {a.name}
        </h3>
        <p className="air-card__meta">
          {a.city}, {a.state} · number {a.traffic_rank} of {a.airports_total} departure airports in the sample ·{" "}
          {fmt.percent(a.share, 1)} of all sampled flights
        </p>
      </header>
      <div className="air-card__grid">
        <div className="air-card__tile">
          <span className="air-card__label">Departures</span>
          <strong className="air-card__value">{fmt.number(a.flights, 0)}</strong>
          <span className="air-card__sub">
            {fmt.number(a.arrivals, 0)} arrivals · {a.destinations} destinations
          </span>
        </div>
        <div className="air-card__tile">
          <span className="air-card__label">On time</span>
          <strong className="air-card__value">{fmt.percent(a.on_time_share, 1)}</strong>
          <span
            className={
              "air-card__sub" +
              (a.on_time_share > a.national_on_time_share + 0.02 ? " air-card__sub--good" : "") +
              (a.on_time_share < a.national_on_time_share - 0.02 ? " air-card__sub--bad" : "")
            }
          >
            sample average {fmt.percent(a.national_on_time_share, 1)}
          </span>
        </div>
        <div className="air-card__tile">
          <span className="air-card__label">Average delay</span>
          <strong className="air-card__value">{fmt.number(a.avg_delay, 1)} min</strong>
          <span className="air-card__sub">
            median {fmt.number(a.median_delay, 0)} min · sample average {fmt.number(a.national_avg_delay, 1)} min
          </span>
        </div>
        <div className="air-card__tile">
          <span className="air-card__label">An hour or more late</span>
          <strong className="air-card__value">{fmt.percent(a.hour_late_share, 1)}</strong>
          <span className="air-card__sub">worst single delay {fmt.number(a.worst_delay, 0)} min</span>
        </div>
        <div className="air-card__tile">
          <span className="air-card__label">Worst hour to depart</span>
          <strong className="air-card__value">{a.worst_hour || "—"}</strong>
          <span className="air-card__sub">
            {a.worst_hour ? "average delay " + fmt.number(a.worst_hour_avg_delay, 1) + " min" : "too few flights per hour"}
          </span>
        </div>
        <div className="air-card__tile">
          <span className="air-card__label">Punctuality rank</span>
          <strong className="air-card__value">{a.punctuality_rank === null ? "—" : a.punctuality_rank}</strong>
          <span className="air-card__sub">
            {a.punctuality_rank === null
              ? "ranked only with 100 or more departures"
              : "of " + a.airports_with_100 + " airports with 100+ departures"}
          </span>
        </div>
      </div>
      <p className="air-card__note">
        {fmt.percent(a.early_share, 0)} of its flights were ahead of schedule (a negative delay). Average trip{" "}
        {fmt.number(a.avg_distance, 0)} miles, longest {fmt.number(a.max_distance, 0)} miles.
      </p>
    </div>
  ))}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
