<figure className="fleet-cycle">
  {ds.fleetHaulCycle === undefined ? (
    <p className="fleet-cycle__empty">Loading the haul cycle…</p>
  ) : (
    ((stages) =>
      stages.length === 0 ? (
        <p className="fleet-cycle__empty">No loads were hauled in the selected period.</p>
      ) : (
        <div className="fleet-cycle__chart">
          <p className="fleet-cycle__caption">
            {"An average cycle of " +
              fmt.number(stages[0].cycle_minutes, 1) +
              " min over " +
              fmt.number(stages[0].loads, 0) +
              " loads. Each stage fills with its share of the cycle."}
          </p>
          <FlowChart
            height={240}
            nodes={stages.map((row) => ({
              id: row.stage,
              type: row.stage === "queue" ? "rounded-rectangle" : "chevron",
              className: "fleet-cycle__stage fleet-cycle__stage--" + row.stage,
              label: row.stage === "queue" ? "Queue at loader and tip" : row.label,
              fillPercentage: row.fill_percentage,
              minutes: row.minutes,
              share: row.share,
              best: row.best_minutes,
              template: (stage) => (
                <div className="fleet-cycle__figures">
                  <span className="fleet-cycle__minutes">{fmt.number(stage.minutes, 1) + " min"}</span>
                  <span className="fleet-cycle__share">{fmt.percent(stage.share, 0) + " of the cycle"}</span>
                  <span className="fleet-cycle__best">{"best tenth " + fmt.number(stage.best, 1) + " min"}</span>
                </div>
              ),
            }))}
            links={[
              { from: "queue", to: "load", type: "straight", width: 3, markerEnd: "arrowclosed", color: "#78909c" },
              { from: "load", to: "haul", type: "straight", width: 3, markerEnd: "arrowclosed", color: "#78909c" },
              { from: "haul", to: "dump", type: "straight", width: 3, markerEnd: "arrowclosed", color: "#78909c" },
              { from: "dump", to: "return", type: "straight", width: 3, markerEnd: "arrowclosed", color: "#78909c" },
              {
                from: "return",
                to: "queue",
                type: "smoothstep",
                width: 2,
                markerEnd: "arrowclosed",
                color: "#b0bec5",
                style: { strokeDasharray: "6 4" },
                label: "back to the loader",
                excludeFromLayout: true,
                positionStart: "bottom",
                positionEnd: "bottom",
              },
            ]}
          />
        </div>
      ))(
      ds.fleetHaulCycle.filter(
        (row) => typeof row.stage === "string" && typeof row.fill_percentage === "number" && row.loads > 0,
      ),
    )
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
