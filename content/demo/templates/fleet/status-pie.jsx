<figure className="fleet-chart">
  <PieChart
    title="Fleet hours by status"
    input={(ds.fleetStatusMix || []).map((row) => ({
      ...row,
      color: { hauling: "green", loading: "blue", queuing: "orange", idle: "yellow", standby: "grey.300", maintenance: "red" }[
        row.status
      ],
    }))}
    name="label"
    value="hours"
    colorField="color"
    donut
    height={320}
  />
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
