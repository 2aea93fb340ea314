/** An error with the status and message to answer; thrown by routes and services for expected failures. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A 400 whose messages are keyed by field, as the spec's forms expect. */
export function badRequest(errors: Record<string, string[]>): HttpError {
  return new HttpError(400, "Bad Request", errors);
}
