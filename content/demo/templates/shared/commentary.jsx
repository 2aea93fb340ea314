<div className="sf-commentary">
  {(frame.commentary || []).map((text, i) => (
    <p key={i} className="sf-commentary__text">
      {text}
    </p>
  ))}
  {(frame.lookFor || []).length > 0 ? (
    <div className="sf-commentary__look">
      <h3 className="sf-commentary__heading">What to look for</h3>
      <ul className="sf-commentary__list">
        {frame.lookFor.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  ) : null}
</div>
