<figure className="world-scatter">
  <ScatterChart
    title={"Life expectancy against children per woman, " + params.year}
    input={ds.worldCountries}
    x="fertility"
    y={[{ field: "life_expect", name: "Life expectancy" }]}
    seriesBy="region"
    size="pop_millions"
    label="country"
    xLabel="Children per woman"
    yLabel="Life expectancy at birth (years)"
    height={420}
    onPointClick={(row, api) =>
      api.setParameter(
        "countries",
        (api.parameters.countries || []).includes(row.country)
          ? api.parameters.countries
          : (api.parameters.countries || []).concat([row.country]),
      )
    }
  />
  <p className="world-scatter__hint">
    Bubbles are sized by population. Click one to add the country to the comparison in the last chapter
    {(params.countries || []).length > 0 ? " (now: " + params.countries.join(", ") + ")" : ""}.
  </p>
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
