<section className="sf-intro">
  {frame.kicker ? <p className="sf-intro__kicker">{frame.kicker}</p> : null}
  {frame.lead ? <p className="sf-intro__lead">{frame.lead}</p> : null}
  {(frame.paragraphs || []).map((text, i) => (
    <p key={i} className="sf-intro__text">
      {text}
    </p>
  ))}
  {(frame.questions || []).length > 0 ? (
    <div className="sf-intro__questions">
      <h3 className="sf-intro__questions-title">{frame.questionsTitle || "Questions this storyline answers"}</h3>
      <ol className="sf-intro__list">
        {frame.questions.map((question, i) => (
          <li key={i}>{question}</li>
        ))}
      </ol>
    </div>
  ) : null}
  <Include path="shared/source-note" />
</section>
