<figure className="stocks-returns">
  {(ds.stocksYearlyReturns || []).length === 0 ? (
    <p className="stocks-returns__empty">No prices in the selected period.</p>
  ) : (
    <table className="stocks-returns__table">
      <thead>
        <tr>
          <th className="stocks-returns__head">Year</th>
          {frame.symbols.map((s) => (
            <th key={s.key} className={"stocks-returns__head stocks-returns__head--num" + (params.symbol === s.symbol ? " stocks-returns__head--selected" : "")}>
              {s.symbol}
            </th>
          ))}
          <th className="stocks-returns__head stocks-returns__head--num">Average</th>
          <th className="stocks-returns__head">Best · worst</th>
        </tr>
      </thead>
      <tbody>
        {ds.stocksYearlyReturns.map((row) => (
          <tr key={row.year}>
            <th className="stocks-returns__year">
              {row.year}
              {row.is_partial ? <small className="stocks-returns__partial"> partial</small> : null}
            </th>
            {frame.symbols.map((s) => (
              <td
                key={s.key}
                className={
                  "stocks-returns__cell " +
                  (row[s.key] === null
                    ? "stocks-returns__cell--none"
                    : row[s.key] >= 0.5
                      ? "stocks-returns__cell--up3"
                      : row[s.key] >= 0.15
                        ? "stocks-returns__cell--up2"
                        : row[s.key] >= 0
                          ? "stocks-returns__cell--up1"
                          : row[s.key] > -0.15
                            ? "stocks-returns__cell--down1"
                            : row[s.key] > -0.4
                              ? "stocks-returns__cell--down2"
                              : "stocks-returns__cell--down3")
                }
              >
                {row[s.key] === null ? "—" : (row[s.key] > 0 ? "+" : "") + fmt.percent(row[s.key], 0)}
              </td>
            ))}
            <td className="stocks-returns__avg">{(row.average > 0 ? "+" : "") + fmt.percent(row.average, 0)}</td>
            <td className="stocks-returns__extremes">
              {row.best_symbol} · {row.worst_symbol}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
