<section className="guide-context">
  <table className="guide-context__table">
    <thead>
      <tr>
        <th className="guide-context__head">Name in a template</th>
        <th className="guide-context__head">What it holds</th>
      </tr>
    </thead>
    <tbody>
      {frame.context.map((item) => (
        <tr key={item.name}>
          <td className="guide-context__cell guide-context__mono">{item.name}</td>
          <td className="guide-context__cell">{item.text}</td>
        </tr>
      ))}
    </tbody>
  </table>
  <div className="guide-context__live">
    <h3 className="guide-context__title">Parameter values on this page now</h3>
    <ul className="guide-context__list">
      {frame.parameterNames.map((name) => (
        <li key={name} className="guide-context__item">
          <span className="guide-context__mono">params.{name}</span>
          <span className="guide-context__value">
            {params[name] === null || params[name] === undefined ? "not set" : "" + params[name]}
          </span>
        </li>
      ))}
    </ul>
    <h3 className="guide-context__title">What the endpoint received and returned</h3>
    {(ds.guideParameterEcho || []).slice(0, 1).map((row) => (
      <ul key="echo" className="guide-context__list">
        <li className="guide-context__item">
          <span className="guide-context__mono">$symbol</span>
          <span className="guide-context__value">{row.symbol}</span>
        </li>
        <li className="guide-context__item">
          <span className="guide-context__mono">$from</span>
          <span className="guide-context__value">{row.from_date === null ? "NULL (no lower bound)" : fmt.date(row.from_date, "YYYY-MM-DD")}</span>
        </li>
        <li className="guide-context__item">
          <span className="guide-context__mono">$to</span>
          <span className="guide-context__value">{row.to_date === null ? "NULL (no upper bound)" : fmt.date(row.to_date, "YYYY-MM-DD")}</span>
        </li>
        <li className="guide-context__item">
          <span className="guide-context__mono">result</span>
          <span className="guide-context__value">
            {row.months} monthly prices, {fmt.number(row.low, 2)} to {fmt.number(row.high, 2)}
          </span>
        </li>
      </ul>
    ))}
  </div>
  <Include path="shared/commentary" />
</section>
