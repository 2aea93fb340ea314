import type { FastifyInstance } from "fastify";
import { type Metrics, UNMATCHED_ROUTE } from "./metrics";
import type { MetricsAccess } from "./metricsAccess";

/**
 * Counts and times every answered request by its route's pattern (`/api/web/v1/storylines/:id`, never the
 * address asked for, so the series stay bounded), and serves `GET /metrics` in Prometheus' text format to
 * those `access` lets in (docs/metrics.md). Installed before the routes, so the hook sees them all.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, access: MetricsAccess): void {
  metrics.collectProcessMetrics();
  app.addHook("onResponse", async (request, reply) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    access.require(request);
    const text = await metrics.registry.metrics();
    return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
  });
}
