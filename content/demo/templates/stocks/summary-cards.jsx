<section className="stocks-cards">
  {(ds.stocksSummary || []).length === 0 ? (
    <p className="stocks-cards__empty">No prices in the selected period.</p>
  ) : null}
  <div className="stocks-cards__grid">
    {(ds.stocksSummary || []).map((s) => (
      <div key={s.symbol} className={"stocks-cards__card" + (s.is_selected ? " stocks-cards__card--selected" : "")}>
        <header className="stocks-cards__header">
          <span className="stocks-cards__symbol">{s.symbol}</span>
          <span className="stocks-cards__company">{s.company}</span>
          <span className="stocks-cards__rank">#{s.rank}</span>
        </header>
        <strong className={"stocks-cards__return" + (s.total_return < 0 ? " stocks-cards__return--down" : "")}>
          {(s.total_return > 0 ? "+" : "") + fmt.percent(s.total_return, 0)}
        </strong>
        <span className="stocks-cards__caption">
          {fmt.number(s.first_price, 2)} → {fmt.number(s.last_price, 2)} · {fmt.date(s.first_date, "MMM YYYY")} to{" "}
          {fmt.date(s.last_date, "MMM YYYY")}
        </span>
        <ul className="stocks-cards__facts">
          <li className="stocks-cards__fact">
            <span>Per year</span>
            <strong>{(s.annual_return > 0 ? "+" : "") + fmt.percent(s.annual_return, 1)}</strong>
          </li>
          <li className="stocks-cards__fact">
            <span>1,000 became</span>
            <strong>{fmt.number(s.value_of_1000, 0)}</strong>
          </li>
          <li className="stocks-cards__fact">
            <span>Deepest fall</span>
            <strong className="stocks-cards__neg">{fmt.percent(s.max_drawdown, 0)}</strong>
          </li>
          <li className="stocks-cards__fact">
            <span>Volatility</span>
            <strong>{fmt.percent(s.volatility, 0)}</strong>
          </li>
        </ul>
        {s.starts_later ? (
          <small className="stocks-cards__note">Listed later: figures start {fmt.date(s.first_date, "MMM YYYY")}.</small>
        ) : null}
      </div>
    ))}
  </div>
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</section>
