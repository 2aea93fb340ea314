import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ServerConfig } from "./config";
import type { Drain } from "./http/drain";

/** The longest one resource (a pool, a database) may take to close before the process exits without it. */
const RESOURCE_CLOSE_LIMIT_MS = 5000;

/** Something the process holds open and closes last, once no request runs any more. */
type HeldResource = { name: string; close: () => Promise<void> };

export type ShutdownPlan = {
  app: FastifyInstance;
  drain: Drain;
  settings: ServerConfig["shutdown"];
  /** Closed in this order after the HTTP server (whose own hooks stop the delivery loop and the export browser). */
  resources: readonly HeldResource[];
  log: Pick<FastifyBaseLogger, "info" | "warn">;
};

/**
 * A graceful shutdown (decision 082): readiness answers 503 at once; after `delayMs` the listener closes and idle
 * kept-alive connections with it; requests in flight get `graceMs` to finish before their connections are cut;
 * then the resources close, each within a bound, so the process always ends.
 */
export async function shutDownGracefully(plan: ShutdownPlan): Promise<void> {
  const { app, drain, settings, log } = plan;
  drain.begin();
  log.info({ delayMs: settings.delayMs, graceMs: settings.graceMs }, "shutting down: readiness answers 503");
  if (settings.delayMs > 0) await sleep(settings.delayMs);

  drain.close();
  log.info({}, "shutting down: no new connections; waiting for the requests in flight");
  const graceOver = setTimeout(() => {
    log.warn({ graceMs: settings.graceMs }, "shutting down: requests still running after the grace period are cut off");
    app.server.closeAllConnections();
  }, settings.graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(graceOver);
  }

  for (const resource of plan.resources) {
    const closed = await withinLimit(resource.close, RESOURCE_CLOSE_LIMIT_MS);
    if (!closed) log.warn({ resource: resource.name }, "shutting down: a resource did not close in time; leaving it");
  }
  log.info({}, "shut down");
}

/** True when the work ended within the limit (failures count as ended: the process is leaving anyway). */
async function withinLimit(work: () => Promise<unknown>, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), limitMs);
  });
  const ended = Promise.resolve()
    .then(work)
    .then(
      () => true,
      () => true,
    );
  const outcome = await Promise.race([ended, limit]);
  clearTimeout(timer);
  return outcome;
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT. Later signals change nothing: a terminal's Ctrl+C reaches both
 * `npm start` and the server, which then hears it twice, and the bounds above already end the process.
 */
export function onShutdownSignal(
  log: Pick<FastifyBaseLogger, "info">,
  shutdown: (signal: string) => Promise<void>,
): void {
  let started = false;
  const handle = (signal: NodeJS.Signals) => {
    if (started) {
      log.info({ signal }, "already shutting down");
      return;
    }
    started = true;
    void shutdown(signal);
  };
  process.on("SIGTERM", handle);
  process.on("SIGINT", handle);
}
