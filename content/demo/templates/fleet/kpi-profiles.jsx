<section className="fleet-kpi-profiles">
  {ds.fleetKpis === undefined ? <p className="fleet-kpi-profiles__note">Loading the headline figures…</p> : null}
  {ds.fleetKpis !== undefined && !ds.fleetKpis.some((k) => k.shifts > 0) ? (
    <p className="fleet-kpi-profiles__note">No shifts on record for the selected period.</p>
  ) : null}
  {(ds.fleetKpis || []).filter((k) => k.shifts > 0).slice(0, 1).map((k) => {
    const days = (ds.fleetDailyTonnes || []).slice().sort((a, b) => (a.shift_date < b.shift_date ? -1 : 1));
    const heat = (ds.fleetUtilisationHeat || [])[0];
    const latest = days.length > 0 ? days[days.length - 1] : null;
    const compared = "vs the " + k.days + " days before";
    return (
      <div key="strip" className="fleet-kpi-profiles__body">
        <div className="fleet-kpi-profiles__indicators">
          <KpiIndicator
            title="Tonnes hauled"
            icon="truck"
            value={k.tonnes}
            unit="t"
            decimals={0}
            deltas={
              k.tonnes_change === null
                ? [{ value: fmt.number(k.tonnes_per_shift, 0) + " t", title: "per shift" }]
                : [
                    {
                      value: (k.tonnes_change > 0 ? "+" : "") + fmt.percent(k.tonnes_change, 1),
                      title: compared,
                      class: k.tonnes_change >= 0 ? "positive" : "negative",
                    },
                    { value: fmt.number(k.tonnes_per_shift, 0) + " t", title: "per shift" },
                  ]
            }
          />
          <KpiIndicator
            title="Average cycle"
            icon="timer"
            value={k.avg_cycle_min}
            unit="min"
            decimals={1}
            deltas={
              k.cycle_change_min === null
                ? [{ value: fmt.number(k.loads, 0), title: "loads" }]
                : [
                    {
                      value:
                        fmt.number(Math.abs(k.cycle_change_min), 1) +
                        " min " +
                        (k.cycle_change_min <= 0 ? "faster" : "slower"),
                      title: compared,
                      class: k.cycle_change_min <= 0 ? "positive" : "negative",
                    },
                    { value: fmt.number(k.loads, 0), title: "loads" },
                  ]
            }
          />
          <KpiIndicator
            title="Availability"
            icon="build"
            value={fmt.percent(k.availability, 1)}
            deltas={[{ value: fmt.number(k.trucks_active, 0), title: "trucks hauling in the period" }]}
          />
          <KpiIndicator
            title="Payload fill"
            icon="package"
            value={fmt.percent(k.payload_fill, 1)}
            deltas={[
              {
                value: k.loads > 0 ? fmt.number(k.tonnes / k.loads, 1) + " t" : "—",
                title: "average load against rated payload",
              },
            ]}
          />
        </div>
        <div className="fleet-kpi-profiles__profiles">
          <KpiProfile
            title="Tonnes per day"
            icon="bar-chart"
            value={latest === null ? null : latest.tonnes}
            unit="t"
            decimals={0}
            delta={
              latest === null || latest.vs_average === null
                ? undefined
                : {
                    value: (latest.vs_average > 0 ? "+" : "") + fmt.percent(latest.vs_average, 1),
                    title: "on " + fmt.date(latest.shift_date, "ddd D MMM") + " against the daily average",
                    class: latest.vs_average >= 0 ? "positive" : "negative",
                  }
            }
            chart={days.map((d) => d.tonnes)}
          />
          <KpiProfile
            title="Fleet utilisation"
            icon="speed"
            value={fmt.percent(k.utilisation, 1)}
            delta={
              k.utilisation_change === null
                ? undefined
                : {
                    value: (k.utilisation_change > 0 ? "+" : "") + fmt.number(k.utilisation_change * 100, 1) + " pts",
                    title: compared,
                    class: k.utilisation_change >= 0 ? "positive" : "negative",
                  }
            }
            chart={{
              values:
                heat === undefined || !Array.isArray(heat.fleet_utilisation)
                  ? []
                  : heat.fleet_utilisation.map((u) => (u === null ? null : Math.round(u * 1000) / 10)),
              color: "darkblue",
            }}
            decimals={1}
          />
        </div>
        <DeltaRow
          title="Time and payload at a glance"
          progressBarValues={[
            { label: "Availability", value: k.availability, color: "darkblue" },
            { label: "Utilisation", value: k.utilisation, color: "blue" },
            { label: "Idle and standby", value: k.idle_share, color: "orange" },
            { label: "Payload fill", value: k.payload_fill, color: "green" },
          ]}
        />
      </div>
    );
  })}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
