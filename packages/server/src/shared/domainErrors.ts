import { messages } from "@storyframe/core";

/**
 * Named failures of the domain. Services and repositories throw these; they
 * know nothing of HTTP. `http/errorHandling.ts` is the one place that turns
 * each kind into a status code and the error body the web app reads.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "not-allowed"
  | "too-large"
  | "rate-limited"
  | "upstream-failed"
  | "unavailable"
  | "timed-out"
  | "insufficient-storage";

/** Messages keyed by field, as the spec's forms expect (`non_field_errors` for general ones). */
export type FieldErrors = Record<string, string[]>;

/** The base of every expected failure; its message is safe to show to the user. */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** Input that breaks a rule; the messages are keyed by field. */
export class InvalidError extends DomainError {
  readonly kind = "invalid";
  /** With field errors the message is the generic 'Bad Request'; without, the message says what is wrong. */
  constructor(
    readonly fieldErrors?: FieldErrors,
    message: string = messages.badRequest,
  ) {
    super(message);
  }
}

/** A request without a valid identity. */
export class UnauthenticatedError extends DomainError {
  readonly kind = "unauthenticated";
}

/** A known caller who may not do this (missing tags, another tenant's resource). */
export class ForbiddenError extends DomainError {
  readonly kind = "forbidden";
}

/** The resource does not exist in the caller's tenant. */
export class NotFoundError extends DomainError {
  readonly kind = "not-found";
}

/** The resource exists but the change clashes with its current state (stale version, name taken). */
export class ConflictError extends DomainError {
  readonly kind = "conflict";
}

/** The operation exists but cannot be done this way (a GET of an endpoint that writes). */
export class NotAllowedError extends DomainError {
  readonly kind = "not-allowed";
}

/** The answer would be larger than the configured bound. */
export class TooLargeError extends DomainError {
  readonly kind = "too-large";
}

/** The caller asked too often; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends DomainError {
  readonly kind = "rate-limited";
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A service this one depends on (a database, the speech service) failed. */
export class UpstreamFailedError extends DomainError {
  readonly kind = "upstream-failed";
}

/** The capability is not configured or not available right now; `retryAfterSeconds` says when to try again. */
export class UnavailableError extends DomainError {
  readonly kind = "unavailable";
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The work took longer than its time limit. */
export class TimedOutError extends DomainError {
  readonly kind = "timed-out";
}

/** The change cannot be stored: the disk is full or the database cannot be written to; reading goes on. */
export class InsufficientStorageError extends DomainError {
  readonly kind = "insufficient-storage";
}
