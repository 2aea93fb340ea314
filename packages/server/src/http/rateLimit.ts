import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import { messages } from "@storyframe/core";
import type { FastifyInstance } from "fastify";
import type { WindowCounters } from "../redis/windowCounters";

const UNLIMITED_PATHS = ["/healthz", "/readyz", "/assets/"];

/**
 * A per-client request budget per minute; over it, 429 'Rate limit exceeded.'
 * with Retry-After. The budget is taken in an application-wide `onRequest`
 * hook added before access control's, so requests refused with 401 or 403
 * (a garbage token, a missing tag) and unknown addresses count as well; the
 * plugin's own per-route hooks would run only after access control had
 * already refused them. With `shared` counters (Redis, decision 085) every
 * instance spends the same budget; without, the plugin counts in process.
 */
export async function installRateLimit(
  app: FastifyInstance,
  perMinute: number,
  shared?: WindowCounters,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    ...(shared ? { store: sharedStore(shared) } : {}),
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

/** The plugin's store interface over the installation's counters. */
function sharedStore(counters: WindowCounters) {
  return class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`address:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
