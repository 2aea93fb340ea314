<section className="fleet-heat">
  {ds.fleetUtilisationHeat === undefined ? <p className="fleet-heat__note">Loading truck utilisation…</p> : null}
  {(ds.fleetUtilisationHeat || []).length === 0 && ds.fleetUtilisationHeat !== undefined ? (
    <p className="fleet-heat__note">No shifts on record for the selected period.</p>
  ) : null}
  {(ds.fleetUtilisationHeat || []).length > 0 && !Array.isArray(ds.fleetUtilisationHeat[0].days) ? (
    <p className="fleet-heat__note">The utilisation figures for this period are incomplete.</p>
  ) : null}
  {(ds.fleetUtilisationHeat || []).length > 0 && Array.isArray(ds.fleetUtilisationHeat[0].days)
    ? [ds.fleetUtilisationHeat].map((trucks) => {
        const days = trucks[0].days;
        const fleet = trucks[0].period_utilisation;
        const shown = params.heatTrucks;
        const folded = Array.isArray(shown) ? trucks.filter((t) => !shown.includes(t.truck_id)) : [];
        return (
          <div key="heat" className="fleet-heat__body">
            <p className="fleet-heat__period">
              {fmt.date(days[0], "D MMM")} – {fmt.date(days[days.length - 1], "D MMM YYYY")} · fleet utilisation{" "}
              {fmt.percent(fleet, 1)} · {params.shift ? params.shift + " shifts only" : "day and night shifts"}
            </p>
            <Mosaic
              label="Utilisation by truck and day"
              corner="Truck"
              fontSize="small"
              visibleRowsParameter="heatTrucks"
              legend={{ low: "15 points or more below the fleet", high: "15 points or more above" }}
              input={{
                xHeadings: days.map((d) => ({ key: d, label: fmt.date(d, "ddd"), detail: fmt.date(d, "D MMM") })),
                yHeadings: trucks.map((t) => ({
                  key: t.truck_id,
                  label: t.truck_id,
                  detail: t.model + " · " + fmt.percent(t.truck_utilisation, 0),
                })),
                cells: trucks.map((t) =>
                  days.map((d, i) =>
                    t.utilisation[i] === null
                      ? {
                          fields: [t.down_min[i] > 0 ? "Workshop" : "No shift"],
                          backgroundColor: "#eeeeee",
                          tooltip:
                            t.truck_id +
                            ", " +
                            fmt.date(d, "ddd D MMM") +
                            (t.down_min[i] > 0 ? ": in maintenance all day." : ": no shift on record."),
                        }
                      : {
                          value: t.score[i],
                          fields: [fmt.percent(t.utilisation[i], 0)],
                          tooltip:
                            t.truck_id +
                            ", " +
                            fmt.date(d, "ddd D MMM") +
                            ": " +
                            fmt.percent(t.utilisation[i], 1) +
                            " utilisation (fleet that day " +
                            fmt.percent(t.fleet_utilisation[i], 1) +
                            "), " +
                            fmt.number(t.tonnes[i], 0) +
                            " t in " +
                            t.loads[i] +
                            " loads" +
                            (t.down_min[i] >= 60 ? ", " + fmt.number(t.down_min[i] / 60, 1) + " h in maintenance." : "."),
                        },
                  ),
                ),
              }}
            />
            <p className="fleet-heat__folded">
              {folded.length === 0
                ? "Every truck is shown in full. Fold a truck away with its heading; the choice is kept while you move through the storyline."
                : "Folded away: " + folded.map((t) => t.truck_id).join(", ") + ". Unfold a truck with its heading."}
            </p>
          </div>
        );
      })
    : null}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
