<div className="sf-source">
  {(frame.definitions || []).length > 0 ? (
    <ul className="sf-source__definitions">
      {frame.definitions.map((item, i) => (
        <li key={i} className="sf-source__definition">
          <strong className="sf-source__term">{item.term}</strong>
          <span className="sf-source__meaning">{item.text}</span>
        </li>
      ))}
    </ul>
  ) : null}
  {frame.source ? (
    <p className="sf-source__text">
      <small>Source: {frame.source}</small>
    </p>
  ) : null}
</div>
