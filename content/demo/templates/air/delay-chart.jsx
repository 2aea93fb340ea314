<figure className="air-chart">
  <BarChart
    title={frame.chartTitle}
    input={ds[frame.dataSource]}
    x="label"
    xType="category"
    y={[
      { field: "avg_delay", name: "All airports", color: "blue" },
      { field: "origin_avg_delay", name: (params.origin || "Chosen airport") + " departures", color: "orange" },
    ]}
    xLabel={frame.labelTitle}
    yLabel="Average delay (minutes)"
    height={320}
  />
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
