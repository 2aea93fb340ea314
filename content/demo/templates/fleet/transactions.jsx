<figure className="fleet-transactions">
  <figcaption className="fleet-transactions__caption">
    Loads of {params.truck || "HT-07"} that carried less than 90 % of its rated payload in the selected period, latest
    first. Use a row's feedback button to say what held the benefit back.
  </figcaption>
  {ds.fleetTransactions === undefined ? (
    <p className="fleet-transactions__empty">Loading the transactions…</p>
  ) : ds.fleetTransactions.length === 0 ? (
    <p className="fleet-transactions__empty">
      No short loads for {params.truck || "this truck"} in the selected period and filters.
    </p>
  ) : (
    <div className="fleet-transactions__scroll">
      <table className="fleet-transactions__grid">
        <thead>
          <tr>
            <th className="fleet-transactions__head">Transaction</th>
            <th className="fleet-transactions__head">Route</th>
            <th className="fleet-transactions__head fleet-transactions__num">Carried</th>
            <th className="fleet-transactions__head fleet-transactions__center">Feedback</th>
          </tr>
        </thead>
        <tbody>
          {ds.fleetTransactions.map((row) => (
            <tr
              key={row.transaction_no}
              className={"fleet-transactions__row" + (row.has_feedback ? " fleet-transactions__row--answered" : "")}
              data-transaction={row.transaction_no}
            >
              <td className="fleet-transactions__cell">
                <span className="fleet-transactions__id">{row.transaction_no}</span>
                <small className="fleet-transactions__note">
                  {fmt.date(row.shift_date, "ddd D MMM")} · {row.shift}
                </small>
              </td>
              <td className="fleet-transactions__cell">
                {row.from_site} → {row.to_site}
                <small className="fleet-transactions__note">{fmt.number(row.cycle_minutes, 1)} min cycle</small>
              </td>
              <td className="fleet-transactions__cell fleet-transactions__num">
                {fmt.number(row.tonnes, 1)} t
                <small className="fleet-transactions__note fleet-transactions__short">
                  {fmt.number(row.shortfall_t, 1)} t short · {fmt.percent(row.payload_fill, 0)}
                </small>
              </td>
              <td className="fleet-transactions__cell fleet-transactions__center">
                <FeedbackButton row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
