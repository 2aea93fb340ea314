import rateLimit from "@fastify/rate-limit";
import { messages } from "@storyframe/core";
import type { FastifyInstance } from "fastify";

const UNLIMITED_PATHS = ["/healthz", "/readyz", "/assets/"];

/** A per-client request budget per minute; over it, 429 'Rate limit exceeded.'. */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
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
}
