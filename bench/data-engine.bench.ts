import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeParameters } from "@storyframe/core";
import autocannon from "autocannon";
import { DuckDbConnection } from "../packages/server/src/data/connections/duckDbConnection";
import { signInWithPassword } from "../packages/server/src/test/oidcClient";
import { freePort, median, root, rssMiB, startServer } from "./support/benchServer";

/**
 * (a) An aggregation endpoint over the demo's ~6 million GPS readings, with a
 * parameter filter: median latency through the data API (no answer cache)
 * beside DuckDB's own time for the same SQL and values, in the same run, and
 * the server's peak RSS while serving it. (b) Throughput of a cached endpoint.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ENDPOINT = "fleet/speed-by-truck";
const VALUES = { from: "2026-10-18", to: "2026-10-31", speedLimit: 40 };

async function tokenFor(base: string): Promise<string> {
  const signedIn = await signInWithPassword(base, {
    clientId: "storyframe-demo",
    email: "viewer@demo.storyframe.test",
    password: "storyframe-viewer",
  });
  if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.status}`);
  return signedIn.tokens.access_token;
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-data-"));
try {
  // First start loads the demo data; stop so DuckDB's file can be opened directly.
  const port = await freePort();
  const first = await startServer(dataDir, port, { STORYFRAME_QUERY_CACHE_TTL_MS: "0" });
  await first.stop();

  const endpoint = JSON.parse(readFileSync(join(root, "content/demo/data", `${ENDPOINT}.json`), "utf8")) as {
    parameters: { name: string; type: string; default?: unknown }[];
  };
  const sql = readFileSync(join(root, "content/demo/data", `${ENDPOINT}.sql`), "utf8");
  const bound = Object.fromEntries(
    endpoint.parameters.map((p) => [p.name, (VALUES as Record<string, unknown>)[p.name] ?? p.default ?? null]),
  ) as Record<string, string | number | null>;
  const duck = await DuckDbConnection.open(join(dataDir, "analytics", "demo.duckdb"));
  const direct: number[] = [];
  let rowCount = 0;
  for (let i = 0; i < ROUNDS + 2; i += 1) {
    const started = performance.now();
    const result = await duck.query(sql, bound, { timeoutMs: 60_000, maxRows: 50_000 });
    if (i >= 2) direct.push(performance.now() - started);
    rowCount = result.rows.length;
  }
  const gps = await duck.query(
    "SELECT CAST(count(*) AS INTEGER) AS n FROM fleet_gps",
    {},
    { timeoutMs: 60_000, maxRows: 1 },
  );
  await duck.close();

  const server = await startServer(dataDir, port, { STORYFRAME_QUERY_CACHE_TTL_MS: "0" });
  try {
    const token = await tokenFor(server.base);
    const url = `${server.base}/data/${ENDPOINT}?${new URLSearchParams(encodeParameters(VALUES))}`;
    const headers = { authorization: `Bearer ${token}`, branch: "main" };
    const viaApi: number[] = [];
    let peakRss = rssMiB(server.pid);
    for (let i = 0; i < ROUNDS + 2; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      if (i >= 2) viaApi.push(performance.now() - started);
      peakRss = Math.max(peakRss, rssMiB(server.pid));
    }
    const ratio = median(viaApi) / median(direct);
    const readings = Number(gps.rows[0]?.n ?? 0).toLocaleString("en-US");
    console.log(`(a) ${ENDPOINT} over ${readings} GPS readings, ${rowCount} rows answered, ${ROUNDS} rounds each`);
    console.log(`    DuckDB alone: median ${median(direct).toFixed(1)} ms`);
    console.log(`    through the data API (no answer cache): median ${median(viaApi).toFixed(1)} ms`);
    console.log(`    overhead ratio ${ratio.toFixed(2)} (goal ≤ 1.20): ${ratio <= 1.2 ? "met" : "NOT met"}`);
    console.log(`    server peak RSS ${peakRss.toFixed(0)} MiB (limit 1024): ${peakRss < 1024 ? "within" : "OVER"}`);
  } finally {
    await server.stop();
  }

  const cached = await startServer(dataDir, port, { STORYFRAME_QUERY_CACHE_TTL_MS: "60000" });
  try {
    const token = await tokenFor(cached.base);
    const url = `${cached.base}/data/fleet/kpis?${new URLSearchParams(encodeParameters({ from: VALUES.from, to: VALUES.to }))}`;
    const result = await autocannon({
      url,
      headers: { authorization: `Bearer ${token}`, branch: "main" },
      connections: 10,
      duration: 8,
    });
    console.log(
      `(b) cached GET /data/fleet/kpis: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
    );
  } finally {
    await cached.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
