import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Counts one cache's lookups: a hit is an answer served from the cache, a miss one that had to be loaded. */
export type CacheCounter = { hit(): void; miss(): void };

/** The caches whose lookups are counted, by the name they carry in `storyframe_cache_*_total{cache}`. */
type CacheName = "tenants" | "storylines" | "data_answers" | "access_tokens" | "compressed_answers";

/** How a data query that reached its connection ended. */
export type DataQueryOutcome = "ok" | "error" | "timeout" | "too_large";

/** What the data service reports: its answer cache and each query that reached a connection. */
export type DataMetrics = {
  answers: CacheCounter;
  queryFinished(connectionKind: string, outcome: DataQueryOutcome, seconds: number): void;
};

/** How an export job ended (the job states of docs/export.md). */
type ExportOutcome = "done" | "failed" | "cancelled";

/** How one attempt of a scheduled delivery ended on this instance. */
export type DeliveryOutcome = "sent" | "retrying" | "failed" | "released";

/** How the metadata database's connections are used now (database.ts knows how for each dialect). */
export type DatabasePoolUse = { inUse: number; idle: number; waiting: number; max: number };

type Load = { running: number; waiting: number };

/** Request durations from 5 ms to 10 s: cached reads answer in a few ms, data queries and exports take longer. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Data queries run up to the query time limit (30 s by default). */
const QUERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Exports and deliveries render whole storylines in a browser: seconds to minutes. */
const JOB_BUCKETS = [1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** The label of a request that matched no route (404s of unknown addresses), so raw URLs never become labels. */
export const UNMATCHED_ROUTE = "(unmatched)";

/**
 * The one owner of the server's metrics (docs/metrics.md, decision 083): a registry of its own (not prom-client's
 * global one, so each app built in a process has its own series) and every instrument. Services get the narrow
 * part they report to (`cache`, `data`, `exportFinished`, …); gauges of queues and pools are read at scrape time
 * from the functions given to `watch…`.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly data: DataMetrics;
  private readonly httpRequests: Counter<"method" | "route" | "status_class">;
  private readonly httpDuration: Histogram<"method" | "route" | "status_class">;
  private readonly cacheHits: Counter<"cache">;
  private readonly cacheMisses: Counter<"cache">;
  private readonly exportJobs: Counter<"format" | "outcome">;
  private readonly exportDuration: Histogram<"format" | "outcome">;
  private readonly deliveryRuns: Counter<"outcome">;
  private readonly deliveryDuration: Histogram<"outcome">;
  private processMetricsOn = false;

  constructor() {
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: "storyframe_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status class.",
      labelNames: ["method", "route", "status_class"],
      registers,
    });
    this.httpDuration = new Histogram({
      name: "storyframe_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method, route pattern and status class.",
      labelNames: ["method", "route", "status_class"],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.cacheHits = new Counter({
      name: "storyframe_cache_hits_total",
      help: "Lookups answered from an in-process cache.",
      labelNames: ["cache"],
      registers,
    });
    this.cacheMisses = new Counter({
      name: "storyframe_cache_misses_total",
      help: "Lookups an in-process cache could not answer (absent or expired), so the value was loaded.",
      labelNames: ["cache"],
      registers,
    });
    const queryDuration = new Histogram({
      name: "storyframe_data_query_duration_seconds",
      help: "Time data queries ran on their connection (waiting in the query line excluded), by connection kind and outcome.",
      labelNames: ["connection_kind", "outcome"],
      buckets: QUERY_BUCKETS,
      registers,
    });
    this.exportJobs = new Counter({
      name: "storyframe_export_jobs_total",
      help: "Export jobs finished on this instance, by format and outcome.",
      labelNames: ["format", "outcome"],
      registers,
    });
    this.exportDuration = new Histogram({
      name: "storyframe_export_job_duration_seconds",
      help: "Time from an export job's creation to its end (waiting included), by format and outcome.",
      labelNames: ["format", "outcome"],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.deliveryRuns = new Counter({
      name: "storyframe_delivery_runs_total",
      help: "Attempts of scheduled deliveries this instance finished, by outcome.",
      labelNames: ["outcome"],
      registers,
    });
    this.deliveryDuration = new Histogram({
      name: "storyframe_delivery_run_duration_seconds",
      help: "Time one attempt of a scheduled delivery took on this instance, by outcome.",
      labelNames: ["outcome"],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.data = {
      answers: this.cache("data_answers"),
      queryFinished: (connectionKind, outcome, seconds) =>
        queryDuration.observe({ connection_kind: connectionKind, outcome }, seconds),
    };
  }

  /** The counter of one cache's hits and misses. */
  cache(name: CacheName): CacheCounter {
    const hits = this.cacheHits.labels({ cache: name });
    const misses = this.cacheMisses.labels({ cache: name });
    // Both series exist from the start, so a ratio is defined before the first miss.
    hits.inc(0);
    misses.inc(0);
    return { hit: () => hits.inc(), miss: () => misses.inc() };
  }

  /** Records one answered request; `route` is the route's pattern, never the requested address. */
  requestAnswered(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  exportFinished(format: string, outcome: ExportOutcome, seconds: number): void {
    this.exportJobs.inc({ format, outcome });
    this.exportDuration.observe({ format, outcome }, seconds);
  }

  deliveryFinished(outcome: DeliveryOutcome, seconds: number): void {
    this.deliveryRuns.inc({ outcome });
    this.deliveryDuration.observe({ outcome }, seconds);
  }

  /** The metadata database's connections, read at each scrape. */
  watchDatabase(dialect: string, poolUse: () => DatabasePoolUse): void {
    const registers = [this.registry];
    new Gauge({
      name: "storyframe_db_pool_connections",
      help: "Connections of the metadata database by state (SQLite: its one connection, in use while a statement or transaction holds it).",
      labelNames: ["dialect", "state"],
      registers,
      collect() {
        const use = poolUse();
        this.set({ dialect, state: "in_use" }, use.inUse);
        this.set({ dialect, state: "idle" }, use.idle);
      },
    });
    new Gauge({
      name: "storyframe_db_pool_waiting",
      help: "Queries of this process waiting for a metadata database connection.",
      labelNames: ["dialect"],
      registers,
      collect() {
        this.set({ dialect }, poolUse().waiting);
      },
    });
    new Gauge({
      name: "storyframe_db_pool_max",
      help: "The most connections this process opens to the metadata database.",
      labelNames: ["dialect"],
      registers,
      collect() {
        this.set({ dialect }, poolUse().max);
      },
    });
  }

  /** The data query line (all tenants of this instance), read at each scrape. */
  watchDataQueries(load: () => Load): void {
    this.watchLoad("storyframe_data_queries", "data queries (all tenants)", load);
  }

  /** The export line of this instance, read at each scrape. */
  watchExports(load: () => Load): void {
    this.watchLoad("storyframe_exports", "exports (user exports and delivery PDFs)", load);
  }

  /**
   * Scheduled deliveries: those this instance sends now, and those due and not yet sent in the whole installation
   * (read from the database at each scrape; unchanged when the database does not answer).
   */
  watchDeliveries(inProgress: () => number, due: () => Promise<number>): void {
    const registers = [this.registry];
    new Gauge({
      name: "storyframe_delivery_runs_in_progress",
      help: "Scheduled deliveries this instance is sending now.",
      registers,
      collect() {
        this.set(inProgress());
      },
    });
    new Gauge({
      name: "storyframe_delivery_runs_due",
      help: "Scheduled delivery runs of the whole installation that are due and not yet claimed by an instance.",
      registers,
      async collect() {
        const count = await due().catch(() => undefined);
        if (count !== undefined) this.set(count);
      },
    });
  }

  /** Node's process metrics (CPU, memory, event loop lag, handles, GC): for a serving app, not for the CLI. */
  collectProcessMetrics(): void {
    if (this.processMetricsOn) return;
    this.processMetricsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  private watchLoad(prefix: string, what: string, load: () => Load): void {
    const registers = [this.registry];
    new Gauge({
      name: `${prefix}_running`,
      help: `Running ${what} on this instance.`,
      registers,
      collect() {
        this.set(load().running);
      },
    });
    new Gauge({
      name: `${prefix}_waiting`,
      help: `Waiting ${what} on this instance.`,
      registers,
      collect() {
        this.set(load().waiting);
      },
    });
  }
}
