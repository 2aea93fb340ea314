<section className="stocks-zoom">
  <LineChart
    title="Growth of 100 invested at the start of the period"
    input={ds.stocksPrices}
    x="date"
    y={[{ field: "indexed", name: "Growth of 100" }]}
    seriesBy="company"
    yLabel="Value of 100 invested"
    height={340}
    xMinParameter="zoomFrom"
    xMaxParameter="zoomTo"
  />
  <p className="stocks-zoom__window" data-from={params.zoomFrom || ""} data-to={params.zoomTo || ""}>
    {params.zoomFrom && params.zoomTo ? (
      <span>
        Zoomed to <strong>{fmt.date(params.zoomFrom, "MMM YYYY")}</strong> –{" "}
        <strong>{fmt.date(params.zoomTo, "MMM YYYY")}</strong>: the table below covers this window only.
      </span>
    ) : (
      <span>
        Drag the handles of the slider under the chart (or Ctrl + scroll over it) to zoom into a period; the table
        below follows the window.
      </span>
    )}
  </p>
  <Include path="shared/table" />
</section>
