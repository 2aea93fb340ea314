import { messages, NON_FIELD_ERRORS } from "@storyframe/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./httpError";

/**
 * Every error leaves the server as `{ message, errors?, traceId }`: bad input
 * gets 400 with per-field messages, expected failures their own status, and
 * anything unexpected a 500 with a generic message — the detail goes to the
 * log, never to the user.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const traceId = String(request.id);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors, traceId });
    }
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
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: messages.unexpectedServerError, traceId });
  });
}
