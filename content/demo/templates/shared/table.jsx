<figure className="sf-table">
  {frame.table.caption ? <figcaption className="sf-table__caption">{frame.table.caption}</figcaption> : null}
  {(frame.table.rows || ds[frame.table.source] || []).length === 0 ? (
    <p className="sf-table__empty">{frame.table.empty || "No data for the current selection."}</p>
  ) : (
    <div className="sf-table__scroll" role="region" tabIndex={0} aria-label={frame.table.caption || "Table"}>
    <table className={"sf-table__grid" + (frame.table.columns.length > 7 ? " sf-table__grid--many" : "")}>
      <thead>
        <tr>
          {frame.table.columns.map((col) => (
            <th
              key={col.label + col.key}
              className={
                "sf-table__head" +
                (col.format === "number" || col.format === "percent" || col.format === "change" ? " sf-table__num" : "") +
                (col.format === "bar" ? " sf-table__barcell" : "")
              }
            >
              {col.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(frame.table.rows || ds[frame.table.source] || []).slice(0, frame.table.limit || 100).map((row, i) => (
          <tr
            key={i}
            className={
              "sf-table__row" +
              (frame.table.rowClassKey ? " sf-table__row--" + row[frame.table.rowClassKey] : "") +
              (frame.table.highlightKey && row[frame.table.highlightKey] ? " sf-table__row--selected" : "")
            }
          >
            {frame.table.columns.map((col) => (
              <td
                key={col.label + col.key}
                className={
                  "sf-table__cell" +
                  (col.format === "number" || col.format === "percent" || col.format === "change" ? " sf-table__num" : "") +
                  (col.format === "bar" ? " sf-table__barcell" : "") +
                  (col.format === "change" && row[col.key] > 0 ? " sf-table__up" : "") +
                  (col.format === "change" && row[col.key] < 0 ? " sf-table__down" : "") +
                  (col.emphasis ? " sf-table__strong" : "") +
                  (col.format === "date" || col.nowrap ? " sf-table__nowrap" : "") +
                  (col.wide ? " sf-table__cell--wide" : "")
                }
              >
                {col.format === "bar" ? (
                  <span className={"sf-table__bar sf-table__bar--w" + (row[col.key] || 0)} title={col.title || ""}></span>
                ) : row[col.key] === null || row[col.key] === undefined ? (
                  "—"
                ) : col.format === "number" ? (
                  fmt.number(row[col.key], col.decimals === undefined ? 0 : col.decimals) + (col.suffix || "")
                ) : col.format === "percent" ? (
                  fmt.percent(row[col.key], col.decimals === undefined ? 1 : col.decimals)
                ) : col.format === "change" ? (
                  (row[col.key] > 0 ? "+" : "") +
                  (col.unit === "percent"
                    ? fmt.percent(row[col.key], col.decimals === undefined ? 1 : col.decimals)
                    : fmt.number(row[col.key], col.decimals === undefined ? 1 : col.decimals) + (col.suffix || ""))
                ) : col.format === "date" ? (
                  fmt.date(row[col.key], col.pattern || "D MMM YYYY")
                ) : (
                  row[col.key]
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  )}
  {frame.table.limit && (frame.table.rows || ds[frame.table.source] || []).length > frame.table.limit ? (
    <p className="sf-table__more">
      Showing {frame.table.limit} of {(frame.table.rows || ds[frame.table.source] || []).length} rows.
    </p>
  ) : null}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
