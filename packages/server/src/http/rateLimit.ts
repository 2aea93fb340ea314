import rateLimit from "@fastify/rate-limit";
import { messages } from "@storyframe/core";
import type { FastifyInstance } from "fastify";

const UNLIMITED_PATHS = ["/healthz", "/readyz", "/assets/"];

/**
 * A per-client request budget per minute; over it, 429 'Rate limit exceeded.'
 * with Retry-After. The budget is taken in an application-wide `onRequest`
 * hook added before access control's, so requests refused with 401 or 403
 * (a garbage token, a missing tag) and unknown addresses count as well; the
 * plugin's own per-route hooks would run only after access control had
 * already refused them.
 */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => UNLIMITED_PATHS.some((path) => request.url.startsWith(path)),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: messages.rateLimitExceeded,
      traceId: String(request.id),
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  app.addHook("onRequest", app.rateLimit());
}
