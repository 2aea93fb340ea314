<figure className="fleet-chart">
  <BarChart
    title="Tonnes hauled per day, by shift"
    input={(ds.fleetDailyTonnes || []).slice().sort((a, b) => (a.shift_date < b.shift_date ? -1 : 1))}
    x="shift_date"
    xType="category"
    y={[
      { field: "day_tonnes", name: "Day shift", color: "orange" },
      { field: "night_tonnes", name: "Night shift", color: "darkblue" },
    ]}
    stacked
    yLabel="tonnes"
    height={320}
  />
  <Include path="shared/commentary" />
</figure>
