<div className={"sf-callout sf-callout--" + (frame.tone || "info")}>
  {frame.heading ? <h3 className="sf-callout__heading">{frame.heading}</h3> : null}
  {frame.text ? <p className="sf-callout__text">{frame.text}</p> : null}
  {(frame.bullets || []).length > 0 ? (
    <ul className="sf-callout__list">
      {frame.bullets.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  ) : null}
</div>
