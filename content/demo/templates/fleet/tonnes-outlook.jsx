<figure className="fleet-chart">
  <BusinessTimeSeries
    title="Tonnes per day: actuals and the week ahead"
    input={{
      current_date: (ds.fleetTonnesForecast || []).length > 0 ? ds.fleetTonnesForecast[0].as_of : null,
      sediments: {
        ore: {
          display: "Ore (t)",
          color: "orange",
          data: (ds.fleetTonnesForecast || []).filter((row) => !row.is_forecast).map((row) => [row.date, row.ore_t]),
        },
        waste: {
          display: "Waste (t)",
          color: "grey.300",
          data: (ds.fleetTonnesForecast || []).filter((row) => !row.is_forecast).map((row) => [row.date, row.waste_t]),
        },
      },
      cone_of_probability: {
        boundaries: {
          lower: {
            color: "blue",
            data: (ds.fleetTonnesForecast || []).filter((row) => row.lower_t !== null).map((row) => [row.date, row.lower_t]),
          },
          upper: {
            color: "blue",
            data: (ds.fleetTonnesForecast || []).filter((row) => row.upper_t !== null).map((row) => [row.date, row.upper_t]),
          },
        },
        lines: {
          expected: {
            display: "Expected total (t)",
            color: "blue",
            data: (ds.fleetTonnesForecast || [])
              .filter((row) => row.expected_t !== null)
              .map((row) => [row.date, row.expected_t]),
          },
        },
      },
    }}
    coneName="80 % range"
    yLabel="tonnes"
    height={360}
  />
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
