import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeParameters, type ParameterValue } from "@storyframe/core";
import { signInWithPassword } from "@storyframe/server/testing";
import { addEndpoints } from "./support/benchContent";
import { freePort, median, percentile, root, startServer } from "./support/benchServer";

/**
 * One user floods an expensive endpoint with unique values (no answer is ever cached) while another user
 * repeats a cheap cached query and a cheap uncached one. The other user's latencies are measured alone and
 * under the flood, in the same run, for each setting of the data engine's bounds (decision 070): the
 * tenant's line alone (as before), the per-user bounds (the default), and the tenant's line alone with a
 * cost budget of one query at a time on the expensive endpoint. The expensive endpoint is the fleet's truck
 * profile over the raw GPS readings (the full scan its summary tables replaced), about 2–3 s a query.
 */
const CALM_SECONDS = Number(process.env.BENCH_CALM_SECONDS ?? 10);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 30);
/** Requests the flooding user keeps under way; each answered one is replaced at once. */
const FLOOD_IN_FLIGHT = Number(process.env.BENCH_FLOOD_IN_FLIGHT ?? 8);

const FULL_SCAN = "bench/truck-profile-full-scan";
const BUDGETED = "bench/truck-profile-full-scan-budgeted";
const CACHED = { path: "fleet/kpis", values: { from: "2026-10-18", to: "2026-10-31" } };

type Scenario = { name: string; env: Record<string, string>; endpoint: string };
const SCENARIOS: Scenario[] = [
  { name: "tenant line only", env: { STORYFRAME_QUERY_USER_CONCURRENCY: "0" }, endpoint: FULL_SCAN },
  { name: "per-user bounds (default)", env: {}, endpoint: FULL_SCAN },
  { name: "tenant line only, cost budget 1", env: { STORYFRAME_QUERY_USER_CONCURRENCY: "0" }, endpoint: BUDGETED },
];

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const figures = (values: number[]) =>
  `p50 ${ms(median(values))}, p99 ${ms(percentile(values, 0.99))} (${values.length} requests)`;

async function tokenFor(base: string, account: "viewer" | "developer"): Promise<string> {
  const signedIn = await signInWithPassword(base, {
    clientId: "storyframe-demo",
    email: `${account}@demo.storyframe.test`,
    password: `storyframe-${account}`,
  });
  if (!signedIn.ok) throw new Error(`could not sign in as ${account}: ${signedIn.status}`);
  return signedIn.tokens.access_token;
}

/** One GET of the data API read to its end: its status and milliseconds. */
async function timedGet(base: string, token: string, path: string, values: Record<string, ParameterValue>) {
  const url = `${base}/data/${path}?${new URLSearchParams(encodeParameters(values))}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, branch: "main" } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Repeats `request` one after another until `untilMs` (performance.now()); the times of the answered ones. */
async function repeatUntil(
  untilMs: number,
  request: (index: number) => Promise<{ status: number; ms: number }>,
): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; performance.now() < untilMs; index += 1) {
    const answer = await request(index);
    if (answer.status !== 200) throw new Error(`the neighbour's request answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

/** The neighbour's two loops, side by side, for `seconds`: the cached query and an uncached cheap one. */
async function neighbour(base: string, token: string, seconds: number, salt: number) {
  const until = performance.now() + seconds * 1000;
  const day = (index: number) => new Date(Date.UTC(1990, 0, 1) + (salt + index) * 86_400_000);
  const [cached, uncached] = await Promise.all([
    repeatUntil(until, () => timedGet(base, token, CACHED.path, CACHED.values)),
    repeatUntil(until, (index) => timedGet(base, token, "stocks/history", { symbol: "AAPL", from: day(index) })),
  ]);
  return { cached, uncached };
}

/** Keeps FLOOD_IN_FLIGHT unique requests to `endpoint` under way until stopped; counts what they answered. */
function flood(base: string, token: string, endpoint: string) {
  let stopped = false;
  let sent = 0;
  const answered: number[] = [];
  const refused: Record<number, number> = {};
  const lane = async () => {
    while (!stopped) {
      sent += 1;
      // A new speed limit each time: the answer is never in the cache and no two requests are shared.
      const answer = await timedGet(base, token, endpoint, { truck: "HT-07", speedLimit: 20 + sent / 1000 });
      if (answer.status === 200) answered.push(answer.ms);
      else {
        refused[answer.status] = (refused[answer.status] ?? 0) + 1;
        // A refused flood request is sent again after a short pause rather than in a tight loop.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const lanes = Array.from({ length: FLOOD_IN_FLIGHT }, lane);
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(lanes);
      return { answered, refused };
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-data-"));
try {
  const truckProfile = JSON.parse(readFileSync(join(root, "content/demo/data/fleet/truck-profile.json"), "utf8")) as {
    parameters: unknown[];
  };
  const fullScanSql = readFileSync(
    join(root, "packages/server/src/data/demo/gpsFullScanQueries/truck-profile.sql"),
    "utf8",
  );
  // Used by no storyline: both users may read them because they declare no required tags.
  const declaration = { connection: "default", requiredTags: [], parameters: truckProfile.parameters };
  await addEndpoints(dataDir, [
    { path: FULL_SCAN, sql: fullScanSql, declaration },
    { path: BUDGETED, sql: fullScanSql, declaration: { ...declaration, maxConcurrentQueries: 1 } },
  ]);
  const port = await freePort();
  console.log(
    `noisy neighbour: one user keeps ${FLOOD_IN_FLIGHT} unique full-scan truck profiles under way; another user's latencies alone (${CALM_SECONDS} s) and under the flood (${FLOOD_SECONDS} s)`,
  );
  for (const [index, scenario] of SCENARIOS.entries()) {
    const server = await startServer(dataDir, port, { STORYFRAME_QUERY_CACHE_TTL_MS: "600000", ...scenario.env });
    try {
      const [victim, attacker] = [await tokenFor(server.base, "viewer"), await tokenFor(server.base, "developer")];
      await timedGet(server.base, victim, CACHED.path, CACHED.values);
      const alone = await neighbour(server.base, victim, CALM_SECONDS, index * 100_000);
      const flooding = flood(server.base, attacker, scenario.endpoint);
      // Let the flood fill the line before measuring.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const underFlood = await neighbour(server.base, victim, FLOOD_SECONDS, index * 100_000 + 50_000);
      const { answered, refused } = await flooding.stop();
      console.log(`(${index + 1}) ${scenario.name}${index === 0 ? " (STORYFRAME_QUERY_USER_CONCURRENCY=0)" : ""}`);
      console.log(
        `    cached ${CACHED.path}: alone ${figures(alone.cached)}; under the flood ${figures(underFlood.cached)}`,
      );
      console.log(
        `    uncached stocks/history: alone ${figures(alone.uncached)}; under the flood ${figures(underFlood.uncached)}`,
      );
      const refusals = Object.entries(refused).map(([status, count]) => `${count} × ${status}`);
      console.log(
        `    the flood: ${answered.length} answered, median ${ms(median(answered))}; refused ${refusals.join(", ") || "none"}`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
