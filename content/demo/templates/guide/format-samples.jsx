<section className="guide-format">
  <table className="guide-format__table">
    <thead>
      <tr>
        <th className="guide-format__head">Expression</th>
        <th className="guide-format__head">Result</th>
        <th className="guide-format__head">Use it for</th>
      </tr>
    </thead>
    <tbody>
      {frame.samples.map((s, i) => (
        <tr key={i}>
          <td className="guide-format__cell guide-format__mono">{s.expression}</td>
          <td className="guide-format__cell guide-format__result">
            {s.kind === "number"
              ? fmt.number(s.value, s.decimals)
              : s.kind === "percent"
                ? fmt.percent(s.value, s.decimals)
                : s.kind === "date"
                  ? fmt.date(s.value, s.pattern)
                  : s.kind === "number-default"
                    ? fmt.number(s.value)
                    : fmt.date(s.value)}
          </td>
          <td className="guide-format__cell">{s.note}</td>
        </tr>
      ))}
    </tbody>
  </table>
  <Include path="shared/commentary" />
</section>
