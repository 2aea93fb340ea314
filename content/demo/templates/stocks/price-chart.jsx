<figure className="stocks-chart">
  {(ds.stocksHistory || []).length === 0 ? (
    <p className="stocks-chart__empty">
      No prices for {params.symbol || "this symbol"} in the selected period. The symbols are AAPL, AMZN, GOOG, IBM and
      MSFT.
    </p>
  ) : (
    <div className="stocks-chart__body">
      <figcaption className="stocks-chart__caption">
        <strong>{params.symbol}</strong> month-start price,{" "}
        {fmt.date(ds.stocksHistory[0].date, "MMM YYYY")} to{" "}
        {fmt.date(ds.stocksHistory[ds.stocksHistory.length - 1].date, "MMM YYYY")}
        {ds.stocksHistory
          .filter((row) => row.is_high)
          .slice(0, 1)
          .map((row) => (
            <span key="high" className="stocks-chart__marker">
              {" "}
              · high {fmt.number(row.price, 2)} in {fmt.date(row.date, "MMM YYYY")}
            </span>
          ))}
        {ds.stocksHistory
          .filter((row) => row.is_low)
          .slice(0, 1)
          .map((row) => (
            <span key="low" className="stocks-chart__marker">
              {" "}
              · low {fmt.number(row.price, 2)} in {fmt.date(row.date, "MMM YYYY")}
            </span>
          ))}
      </figcaption>
      <div className="stocks-chart__plot">
        {ds.stocksHistory.map((row) => (
          <span
            key={row.date}
            className={
              "stocks-chart__col stocks-chart__col--h" +
              row.price_step +
              (row.is_high ? " stocks-chart__col--high" : "") +
              (row.is_low ? " stocks-chart__col--low" : "")
            }
            title={fmt.date(row.date, "MMM YYYY") + ": " + fmt.number(row.price, 2)}
          ></span>
        ))}
      </div>
      <div className="stocks-chart__plot stocks-chart__plot--down">
        {ds.stocksHistory.map((row) => (
          <span
            key={row.date}
            className={"stocks-chart__dd stocks-chart__dd--h" + row.drawdown_step}
            title={fmt.date(row.date, "MMM YYYY") + ": " + fmt.percent(row.drawdown, 0) + " below the previous high"}
          ></span>
        ))}
      </div>
      <div className="stocks-chart__axis">
        {ds.stocksHistory.map((row) => (
          <span key={row.date} className="stocks-chart__tick">
            {row.is_year_start ? row.year : ""}
          </span>
        ))}
      </div>
      <p className="stocks-chart__legend">
        Upper bars: price. Lower bars: distance below the highest price so far (drawdown); a full bar is a 100 % fall.
      </p>
    </div>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
