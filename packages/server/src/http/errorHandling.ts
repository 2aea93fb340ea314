import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { messages, NON_FIELD_ERRORS } from "@storyframe/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DomainError,
  type DomainErrorKind,
  InvalidError,
  RateLimitedError,
  UnavailableError,
} from "../shared/domainErrors";
import { faultOf, metadataFaultError } from "../shared/faults";

/** The status code of each kind of domain failure; the only place that knows it. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  "not-allowed": 405,
  conflict: 409,
  "too-large": 422,
  "rate-limited": 429,
  "upstream-failed": 502,
  unavailable: 503,
  "timed-out": 504,
  "insufficient-storage": 507,
};

/** The HTTP status a domain error answers with. */
export function statusOfDomainError(error: DomainError): number {
  return STATUS_OF_KIND[error.kind];
}

function answerDomainError(error: DomainError, traceId: string, reply: FastifyReply): FastifyReply {
  const retryable = error instanceof RateLimitedError || error instanceof UnavailableError;
  if (retryable && error.retryAfterSeconds !== undefined) {
    reply.header("retry-after", String(error.retryAfterSeconds));
  }
  const errors = error instanceof InvalidError ? error.fieldErrors : undefined;
  return reply.status(statusOfDomainError(error)).send({ message: error.message, errors, traceId });
}

/**
 * Every error leaves the server as `{ message, errors?, traceId }`: bad input
 * gets 400 with per-field messages, expected failures their own status, and
 * anything unexpected a 500 with a generic message — the detail goes to the
 * log, never to the user.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const traceId = String(request.id);
    if (error instanceof DomainError) return answerDomainError(error, traceId, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || NON_FIELD_ERRORS;
        errors[field] = [...(errors[field] ?? []), issue.message ?? "is invalid"];
      }
      return reply.status(400).send({ message: messages.badRequest, errors, traceId });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: messages.rateLimitExceeded, traceId });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large) carry safe messages.
      return reply.status(status).send({ message: error.message, traceId });
    }
    const fault = faultOf(error);
    if (fault) {
      // The database is down or cannot take writes: an operator's matter, answered with what happened.
      request.log.warn({ fault, code: (error as { code?: unknown }).code, reason: error.message }, "database fault");
      return answerDomainError(metadataFaultError(fault), traceId, reply);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: messages.unexpectedServerError, traceId });
  });
}

/** Messages of the failures the HTTP layer finds before any route runs. */
export const HTTP_LAYER_MESSAGES = {
  badUrl: "The address is not valid: it contains a malformed %-encoding.",
  uriTooLong: "The address is too long.",
  headersTooLarge: "The request headers are too large.",
  requestTimeout: "The request did not arrive in time.",
} as const;

/**
 * Failures Fastify finds while routing (a malformed %-encoding, a path
 * parameter over the length limit) answer in the same shape as every other
 * error. They run outside the request hooks, so the trace id is set here.
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const traceId = String(request.id);
  const [status, message] =
    error.code === "FST_ERR_BAD_URL"
      ? [400, HTTP_LAYER_MESSAGES.badUrl]
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? [414, HTTP_LAYER_MESSAGES.uriTooLong]
        : [500, messages.unexpectedServerError];
  if (status === 500) request.log.error({ err: error }, "request failed while routing");
  void reply.status(status).header("x-trace-id", traceId).send({ message, traceId });
}

/** The status and message of a request Node's HTTP parser refused before Fastify saw it. */
function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === "HPE_HEADER_OVERFLOW") return [431, HTTP_LAYER_MESSAGES.headersTooLarge];
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, HTTP_LAYER_MESSAGES.requestTimeout];
  return [400, messages.badRequest];
}

/**
 * Requests the HTTP parser refuses (headers or request line over the size
 * limit, malformed framing) never become a request: the answer is written to
 * the socket, in the same shape and with a fresh trace id.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error.code);
  const traceId = randomUUID();
  const body = JSON.stringify({ message, traceId });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      `x-trace-id: ${traceId}`,
      "connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}

/** Fastify options that route the HTTP layer's own failures into the documented error shape. */
export const httpLayerErrorHandling = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
} satisfies Pick<FastifyServerOptions, "frameworkErrors" | "clientErrorHandler">;
