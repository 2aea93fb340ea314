import type { SourcePosition } from "./ast";

const PARSE_ERROR_MESSAGE = "An error occurred while parsing template.";

/** A template that is not valid JSX or uses syntax the template language refuses. */
export class TemplateParseError extends Error {
  override readonly name = "TemplateParseError";
  /** "JSX error: <reason> (line L, column C)", shown to authors under the message. */
  readonly detail: string;
  readonly reason: string;
  readonly line: number;
  readonly column: number;

  constructor(reason: string, at: SourcePosition) {
    super(PARSE_ERROR_MESSAGE);
    this.reason = reason;
    this.line = at.line;
    this.column = at.column;
    this.detail = `JSX error: ${reason} (line ${at.line}, column ${at.column})`;
  }
}

/** An expression that failed while the template rendered (refused access, a call that is not allowed, runaway work). */
export class TemplateEvaluationError extends Error {
  override readonly name = "TemplateEvaluationError";
  readonly reason: string;
  readonly at: SourcePosition | null;

  constructor(reason: string, at: SourcePosition | null) {
    super(at === null ? reason : `${reason} (line ${at.line}, column ${at.column})`);
    this.reason = reason;
    this.at = at;
  }
}
