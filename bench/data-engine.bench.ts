import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeParameters } from "@storyframe/core";
import { DuckDbConnection } from "@storyframe/server/testing";
import autocannon from "autocannon";
import { type BenchServer, freePort, median, peakRssMiB, root, rssMiB, startServer } from "./support/benchServer";
import { copyDemoDuckDb, DUCKDB, demoToken, UNCACHED_SERVER_ENV } from "./support/demoData";

/**
 * (a) An aggregation endpoint over the demo's ~6 million GPS readings, with a parameter filter: latency
 * through the data API (no answer cache) beside DuckDB's own time for the same SQL and values, measured
 * alternately (API, DuckDB, API, DuckDB…) in the same run, so load on the machine falls on both alike.
 * DuckDB alone reads a copy of the server's database file (a DuckDB file has one writer), with the same
 * memory limit and threads. (b) Four full-range queries at once through the API: their latency beside one
 * alone, and the server's peak RSS. (c) Throughput of a cached endpoint.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);
const CONCURRENT = 4;
const ENDPOINT = "fleet/speed-by-truck";
const VALUES = { from: "2026-10-18", to: "2026-10-31", speedLimit: 40 };
const RSS_LIMIT_MIB = 1024;

type Values = Record<string, string | number | null>;

/** Milliseconds for one answer of the data API, read to its end. */
async function viaApi(server: BenchServer, token: string, values: Values): Promise<number> {
  const url = `${server.base}/data/${ENDPOINT}?${new URLSearchParams(encodeParameters(values))}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, branch: "main" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Samples the server's RSS every 20 ms while `work` runs; answers the work's result and the highest sample. */
async function sampledRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = rssMiB(pid);
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, rssMiB(pid));
  }, 20);
  try {
    const result = await work();
    return { result, peakMiB: Math.max(peakMiB, rssMiB(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-data-"));
try {
  // First start loads the demo data; stop it so that DuckDB's file can be copied whole.
  const port = await freePort();
  const first = await startServer(dataDir, port, UNCACHED_SERVER_ENV);
  await first.stop();
  const copyDir = join(dataDir, "bench-direct");
  mkdirSync(copyDir);
  const copy = copyDemoDuckDb(dataDir, copyDir);

  const endpoint = JSON.parse(readFileSync(join(root, "content/demo/data", `${ENDPOINT}.json`), "utf8")) as {
    parameters: { name: string; type: string; default?: unknown }[];
  };
  const sql = readFileSync(join(root, "content/demo/data", `${ENDPOINT}.sql`), "utf8");
  const bound = Object.fromEntries(
    endpoint.parameters.map((p) => [p.name, (VALUES as Record<string, unknown>)[p.name] ?? p.default ?? null]),
  ) as Values;
  const duck = await DuckDbConnection.open(copy, DUCKDB);
  const direct = async () => {
    const started = performance.now();
    const result = await duck.query(sql, bound, { timeoutMs: 60_000, maxRows: 50_000 });
    return { ms: performance.now() - started, rows: result.rows.length };
  };
  const facts = await duck.query(
    "SELECT CAST((SELECT count(*) FROM fleet_gps) AS INTEGER) AS n, CAST(min(shift_date) AS VARCHAR) AS first_day, CAST(max(shift_date) AS VARCHAR) AS last_day FROM fleet_shifts",
    {},
    { timeoutMs: 60_000, maxRows: 1 },
  );

  const server = await startServer(dataDir, port, UNCACHED_SERVER_ENV);
  try {
    const token = await demoToken(server.base, "viewer");
    const apiTimes: number[] = [];
    const directTimes: number[] = [];
    let rowCount = 0;
    for (let i = 0; i < ROUNDS + 2; i += 1) {
      // A/B, then B/A: neither always runs right after the other.
      const apiFirst = i % 2 === 0;
      if (apiFirst) apiTimes.push(await viaApi(server, token, VALUES));
      const alone = await direct();
      directTimes.push(alone.ms);
      rowCount = alone.rows;
      if (!apiFirst) apiTimes.push(await viaApi(server, token, VALUES));
    }
    await duck.close();
    // The first two of each warm the caches of the page, DuckDB and the server.
    const api = median(apiTimes.slice(2));
    const alone = median(directTimes.slice(2));
    const ratio = api / alone;
    const fact = facts.rows[0] ?? {};
    const readings = Number(fact.n ?? 0).toLocaleString("en-US");
    console.log(
      `(a) ${ENDPOINT} over ${readings} GPS readings, ${rowCount} rows answered, ${ROUNDS} rounds, alternating`,
    );
    console.log(
      `    DuckDB alone (memory limit ${DUCKDB.memoryLimit}, ${DUCKDB.threads} threads): median ${ms(alone)}`,
    );
    console.log(`    through the data API (no answer cache): median ${ms(api)}`);
    console.log(`    overhead ratio ${ratio.toFixed(2)} (goal ≤ 1.20): ${ratio <= 1.2 ? "met" : "NOT met"}`);

    // Every reading: the whole period of the data, a different speed limit for each so none is coalesced.
    const fullRange = (index: number): Values => ({
      from: String(fact.first_day),
      to: String(fact.last_day),
      speedLimit: 40 + index,
    });
    const single: number[] = [];
    for (let i = 0; i < BURSTS; i += 1) single.push(await viaApi(server, token, fullRange(i)));
    const burstTimes: number[] = [];
    const walls: number[] = [];
    let burstPeak = 0;
    for (let burst = 0; burst < BURSTS; burst += 1) {
      const { result, peakMiB } = await sampledRss(server.pid, async () => {
        const started = performance.now();
        const times = await Promise.all(
          Array.from({ length: CONCURRENT }, (_, index) => viaApi(server, token, fullRange(10 * (burst + 1) + index))),
        );
        return { times, wall: performance.now() - started };
      });
      burstTimes.push(...result.times);
      walls.push(result.wall);
      burstPeak = Math.max(burstPeak, peakMiB);
    }
    const highWater = peakRssMiB(server.pid);
    console.log(
      `(b) ${ENDPOINT} over the full range ${fact.first_day} – ${fact.last_day}, no answer cache, ${BURSTS} times`,
    );
    console.log(`    one alone: median ${ms(median(single))}`);
    console.log(
      `    ${CONCURRENT} at once: median ${ms(median(burstTimes))} each, slowest ${ms(Math.max(...burstTimes))}, all four done in median ${ms(median(walls))}`,
    );
    console.log(
      `    server RSS while they ran (sampled every 20 ms): peak ${burstPeak.toFixed(0)} MiB; high-water mark since start ${highWater.toFixed(0)} MiB (limit ${RSS_LIMIT_MIB}): ${highWater <= RSS_LIMIT_MIB ? "within" : "OVER"}`,
    );
  } finally {
    await server.stop();
  }

  const cached = await startServer(dataDir, port, { STORYFRAME_QUERY_CACHE_TTL_MS: "60000" });
  try {
    const token = await demoToken(cached.base, "viewer");
    const url = `${cached.base}/data/fleet/kpis?${new URLSearchParams(encodeParameters({ from: VALUES.from, to: VALUES.to }))}`;
    const result = await autocannon({
      url,
      headers: { authorization: `Bearer ${token}`, branch: "main" },
      connections: 10,
      duration: 8,
    });
    console.log(
      `(c) cached GET /data/fleet/kpis: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
    );
  } finally {
    await cached.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
