import { encodeParameters } from "@storyframe/core";
import autocannon from "autocannon";
import { percentile } from "./benchServer";

/**
 * What the load bench asks of the demo tenant, as the viewers and editors of the fleet storyline do: the menu,
 * the storyline document, its data sources with values from the filters (a bounded set, so the data answer
 * cache serves them, and values never asked before, which reach DuckDB), template saves and feedback on a
 * short load (a write to the planning store).
 */
export const STORYLINE = "fleet-operations";
/** The branch the bench's template saves go to, so the viewers' main branch (and its caches) is not changed. */
export const SAVE_BRANCH = "load-bench";

/** A browser's request headers: the server compresses answers for them as for a browser. */
const BROWSER = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

type Call = { path: string };

/** Data endpoints of the storyline's first frames, all filtered by period, site and shift. */
const FILTERED_ENDPOINTS = ["fleet/kpis", "fleet/daily-tonnes", "fleet/status-mix"];
const PERIODS = [
  { from: "2026-10-18", to: "2026-10-31" },
  { from: "2026-10-04", to: "2026-10-17" },
];
const SITES = [undefined, "PIT-N"];
const SHIFTS = [undefined, "Day"];

/** The data API's GET, its values in the plain query form the web app sends. */
const dataPath = (endpoint: string, values: Record<string, string | undefined>) =>
  `/data/${endpoint}?${encodeParameters(values).toString()}`;

/**
 * The cached reads: 3 endpoints × 2 periods × 2 sites × 2 shifts = 24 data answers (fewer than the tenant's
 * 32 queued queries, so even a cache emptied by a write refills without refusals), the menu and the
 * storyline. One call in twenty is the menu and one the storyline, the rest data: a viewer opening the storyline
 * asks for the menu and the storyline once and for its first frames' data sources (17 of them) after.
 */
export function cachedReads(): { calls: Call[]; pick(): Call } {
  const data: Call[] = FILTERED_ENDPOINTS.flatMap((endpoint) =>
    PERIODS.flatMap((period) =>
      SITES.flatMap((site) => SHIFTS.map((shift): Call => ({ path: dataPath(endpoint, { ...period, site, shift }) }))),
    ),
  );
  const menu: Call = { path: "/api/web/v1/menu-items" };
  const storyline: Call = { path: `/api/web/v1/storylines/${STORYLINE}` };
  return {
    calls: [menu, storyline, ...data],
    pick: () => {
      const roll = Math.random();
      if (roll < 0.05) return menu;
      if (roll < 0.1) return storyline;
      return data[Math.floor(Math.random() * data.length)] as Call;
    },
  };
}

const DAYS = Array.from({ length: 30 }, (_, index) => `2026-10-${String(index + 2).padStart(2, "0")}`);
const ALL_SITES = [undefined, "PIT-N", "PIT-S", "CRU-1", "STK-1", "DMP-E", "WSH-1"];
const ALL_SHIFTS = [undefined, "Day", "Night"];

/**
 * Headline figures for periods, sites and shifts in an order no answer repeats in before all ~9,000 were asked
 * (a viewer exploring the filters): each reaches DuckDB, unless the cache happens to still hold it.
 */
export function uncachedReads(): () => string {
  const combinations: string[] = [];
  for (const [start, from] of DAYS.entries())
    for (const to of DAYS.slice(start))
      for (const site of ALL_SITES)
        for (const shift of ALL_SHIFTS) combinations.push(dataPath("fleet/kpis", { from, to, site, shift }));
  for (let index = combinations.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [combinations[index], combinations[other]] = [combinations[other] as string, combinations[index] as string];
  }
  let next = 0;
  return () => combinations[next++ % combinations.length] as string;
}

/** Throughput and latency of one stream of requests, as autocannon or the write loop measured it. */
export type StreamFigures = {
  requests: number;
  perSecond: number;
  p50: number;
  p975: number;
  p99: number;
  /** Connection errors and time-outs. */
  errors: number;
  /** Of the errors, requests unanswered in time (10 s for reads, 30 s for writes). */
  timeouts: number;
  non2xx: number;
  /** Answers by status, e.g. { "200": 1200, "503": 3 }. */
  statuses: Record<string, number>;
};

/** `connections` clients, each sending the next of `nextPath()`'s GETs as soon as its last was answered. */
export async function driveReads(
  base: string,
  token: string,
  connections: number,
  durationS: number,
  nextPath: () => string,
): Promise<StreamFigures> {
  const headers = { ...BROWSER, authorization: `Bearer ${token}`, branch: "main" };
  const result = await autocannon({
    url: base,
    connections,
    duration: durationS,
    requests: [{ setupRequest: (request) => ({ ...request, method: "GET", path: nextPath(), headers }) }],
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count ?? 0;
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

/** A write unanswered after this long counts as an error (a time-out), as autocannon counts a read after 10 s. */
const WRITE_TIMEOUT_MS = 30_000;

/**
 * Calls `write(n)` every `intervalMs` for `durationS` seconds without waiting for the previous one (open loop:
 * editors do not wait for each other), and measures each until its answer's body was read.
 */
export async function driveWrites(
  intervalMs: number,
  durationS: number,
  write: (sequence: number, signal: AbortSignal) => Promise<Response>,
): Promise<StreamFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let sequence = 0; performance.now() - started < durationS * 1000; sequence += 1) {
    const sent = performance.now();
    pending.push(
      write(sequence, AbortSignal.timeout(WRITE_TIMEOUT_MS))
        .then(async (answer) => {
          await answer.arrayBuffer();
          latencies.push(performance.now() - sent);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        })
        .catch((error: unknown) => {
          errors += 1;
          if (error instanceof DOMException && error.name === "TimeoutError") timeouts += 1;
        }),
    );
    const due = started + (sequence + 1) * intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
  await Promise.all(pending);
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((total, [, count]) => total + count, 0);
  return {
    requests: latencies.length + errors,
    perSecond: (latencies.length + errors) / durationS,
    p50: percentile(latencies, 0.5),
    p975: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
    errors,
    timeouts,
    non2xx,
    statuses,
  };
}
