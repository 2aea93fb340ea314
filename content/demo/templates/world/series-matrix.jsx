<figure className="world-matrix">
  {frame.caption ? <figcaption className="world-matrix__caption">{frame.caption}</figcaption> : null}
  {(ds[frame.dataSource] || []).length === 0 ? (
    <p className="world-matrix__empty">{frame.empty || "No data for the current selection."}</p>
  ) : (
    <div className="world-matrix__scroll">
      <table className="world-matrix__table">
        <thead>
          <tr>
            <th className="world-matrix__head">{frame.labelTitle}</th>
            {ds[frame.dataSource][0].years.map((year) => (
              <th
                key={year}
                className={"world-matrix__head world-matrix__head--num" + (year === params.year ? " world-matrix__head--current" : "")}
              >
                {year}
              </th>
            ))}
            <th className="world-matrix__head world-matrix__head--num">Change</th>
          </tr>
        </thead>
        <tbody>
          {ds[frame.dataSource].map((row) => (
            <tr
              key={row[frame.labelKey]}
              className={
                "world-matrix__row" +
                (row.is_selected ? " world-matrix__row--selected" : "") +
                (row.is_total ? " world-matrix__row--total" : "")
              }
            >
              <th className="world-matrix__label">{row[frame.labelKey]}</th>
              {row[frame.metric].map((value, i) => (
                <td
                  key={i}
                  className={
                    "world-matrix__cell world-matrix__cell--" +
                    frame.palette +
                    (value >= frame.bands[0] ? "4" : value >= frame.bands[1] ? "3" : value >= frame.bands[2] ? "2" : "1")
                  }
                >
                  {fmt.number(value, frame.decimals)}
                </td>
              ))}
              <td className="world-matrix__change">
                {(row[frame.metric][row[frame.metric].length - 1] - row[frame.metric][0] > 0 ? "+" : "") +
                  fmt.number(row[frame.metric][row[frame.metric].length - 1] - row[frame.metric][0], frame.decimals)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )}
  {(frame.legend || []).length > 0 ? (
    <ul className="world-matrix__legend">
      {frame.legend.map((item, i) => (
        <li key={i} className="world-matrix__legend-item">
          <span className={"world-matrix__swatch world-matrix__cell--" + frame.palette + (4 - i)}></span>
          {item}
        </li>
      ))}
    </ul>
  ) : null}
  <Include path="shared/commentary" />
  <Include path="shared/source-note" />
</figure>
