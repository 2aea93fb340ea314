import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, rssMiB, startServer } from "./support/benchServer";
import { demoToken } from "./support/demoData";
import {
  cachedReads,
  driveReads,
  driveWrites,
  SAVE_BRANCH,
  STORYLINE,
  type StreamFigures,
  uncachedReads,
} from "./support/loadMix";
import { startRoundRobinProxy } from "./support/roundRobinProxy";
import { startThrowawayPostgres, startThrowawayRedis, type ThrowawayService } from "./support/throwawayServices";

/**
 * The load harness (issue 20): a realistic mix on the fleet storyline, first against one instance on SQLite
 * (the default), then against two instances on one PostgreSQL and one Redis behind a round-robin proxy, in
 * the same run. Per set-up: (1) cached reads only from BENCH_LOAD_CONNECTIONS clients, held to 0 errors and
 * p99 < 200 ms; (2) the mix: cached reads, data queries with values never asked before, template saves and
 * data writes at a fixed pace; (3) with BENCH_LOAD_SOAK_S, the mix for that long while each instance's
 * resident memory is sampled, held to a growth below 10 % from its first minute to its last.
 */
const DURATION_S = Number(process.env.BENCH_LOAD_DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
/** Of the mix's connections, these ask for answers no cache holds; the others read cached answers. */
const UNCACHED_CONNECTIONS = Number(process.env.BENCH_LOAD_UNCACHED_CONNECTIONS ?? 8);
const SAVES_PER_S = Number(process.env.BENCH_LOAD_SAVES_PER_S ?? 0.5);
const DATA_WRITES_PER_S = Number(process.env.BENCH_LOAD_DATA_WRITES_PER_S ?? 0.2);
const SOAK_S = Number(process.env.BENCH_LOAD_SOAK_S ?? 0);
const MODES = (process.env.BENCH_LOAD_MODES ?? "single,pair").split(",").map((mode) => mode.trim());
const RSS_INTERVAL_MS = 5_000;
const P99_GOAL_MS = 200;
const RSS_GROWTH_GOAL = 0.1;

/**
 * The limits the bench lifts besides the rate limits (startServer): tokens outlive a soak, and the per-user
 * share of the tenant's query line is the tenant's whole line, since the bench's clients stand for many users
 * but sign in as the demo's few.
 */
const SERVER_ENV = {
  STORYFRAME_ACCESS_TOKEN_TTL_SECONDS: "86400",
  STORYFRAME_QUERY_USER_CONCURRENCY: process.env.STORYFRAME_QUERY_CONCURRENCY ?? "2",
  STORYFRAME_QUERY_USER_QUEUE_LIMIT: process.env.STORYFRAME_QUERY_QUEUE_LIMIT ?? "32",
};

type Instance = { name: string; pid: number };
type Sample = { atMs: number; mib: number[] };

/** Every instance's resident memory every RSS_INTERVAL_MS, from the start of the measurements. */
class RssSampler {
  readonly samples: Sample[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly instances: readonly Instance[]) {
    this.sample();
    this.timer = setInterval(() => this.sample(), RSS_INTERVAL_MS);
  }

  sample(): void {
    this.samples.push({ atMs: performance.now(), mib: this.instances.map((instance) => rssMiB(instance.pid)) });
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }

  /** Per instance: its mean over the window's first minute and over its last (a quarter of it when shorter). */
  growth(fromMs: number, toMs: number): { first: number; last: number }[] {
    const window = Math.min(60_000, (toMs - fromMs) / 4);
    const mean = (index: number, start: number, end: number) => {
      const values = this.samples.filter((s) => s.atMs >= start && s.atMs <= end).map((s) => s.mib[index] ?? 0);
      return values.reduce((total, value) => total + value, 0) / Math.max(1, values.length);
    };
    return this.instances.map((_, index) => ({
      first: mean(index, fromMs, fromMs + window),
      last: mean(index, toMs - window, toMs),
    }));
  }
}

type Phase = { streams: Record<string, StreamFigures>; loadBefore: number; loadAfter: number };
type ModeFigures = {
  label: string;
  instances: Instance[];
  cached: Phase;
  mix: Phase;
  soak?: Phase & { growth: { first: number; last: number }[] };
  rss: { start: number[]; peak: number[]; end: number[] };
  feedback: { acknowledged: number; stored: number };
};

const json = (body: unknown) => JSON.stringify(body);

/** Runs the three phases against `base` (one instance, or the proxy in front of two). */
async function measure(label: string, base: string, instances: Instance[]): Promise<ModeFigures> {
  console.log(`\n${label}: signing in and preparing…`);
  const viewer = await demoToken(base, "viewer");
  const developer = await demoToken(base, "developer");
  const as = (token: string, branch = "main") => ({
    authorization: `Bearer ${token}`,
    branch,
    "content-type": "application/json",
  });

  const branch = await fetch(`${base}/api/branches/demo/${SAVE_BRANCH}`, {
    method: "PUT",
    headers: as(developer),
    body: json({ createdFrom: "main" }),
  });
  if (!branch.ok) throw new Error(`creating the branch ${SAVE_BRANCH} answered ${branch.status}`);
  const storyline = await fetch(`${base}/api/web/v1/storylines/${STORYLINE}`, { headers: as(developer, SAVE_BRANCH) });
  if (!storyline.ok) throw new Error(`the storyline answered ${storyline.status}`);
  const { templates } = (await storyline.json()) as {
    templates: Record<string, { jsx: string; css?: string; includes: string[]; version: number }>;
  };
  const [templateId, template] = Object.entries(templates).find(([, one]) => one.includes.length === 0) ?? [];
  if (!templateId || !template) throw new Error("the storyline has no template without includes");

  const transactionsOf = async () => {
    const answer = await fetch(`${base}/api/web/v1/data-sources/data`, {
      method: "POST",
      headers: as(viewer),
      body: json({ apiEndpoint: ["fleet", "transactions"], parameters: { truck: "HT-07" } }),
    });
    if (!answer.ok) throw new Error(`the short loads answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as { transaction_no: string; feedback_count: number }[];
  };
  const [shortLoad] = await transactionsOf();
  if (!shortLoad) throw new Error("HT-07 has no short loads to give feedback on");
  const feedbackCount = async () =>
    (await transactionsOf()).find((row) => row.transaction_no === shortLoad.transaction_no)?.feedback_count ?? 0;
  const feedbackBefore = await feedbackCount();

  const reads = cachedReads();
  for (const call of reads.calls) {
    const answer = await fetch(`${base}${call.path}`, { headers: as(viewer) });
    if (!answer.ok) throw new Error(`GET ${call.path} answered ${answer.status}: ${await answer.text()}`);
  }
  const nextUncached = uncachedReads();
  const run = `${Date.now()}`;
  // An editor saves the version they opened (optimistic concurrency, 409 when someone saved in between).
  let templateVersion = template.version;
  const save = async (_sequence: number, signal: AbortSignal) => {
    const answer = await fetch(`${base}/api/web/v1/storylines/${STORYLINE}/template`, {
      signal,
      method: "PUT",
      headers: as(developer, SAVE_BRANCH),
      body: json({
        id: templateId,
        jsx: template.jsx,
        ...(template.css ? { css: template.css } : {}),
        version: templateVersion,
      }),
    });
    if (answer.ok) {
      const saved = (await answer.clone().json()) as { name: string; version: number }[];
      templateVersion = saved.find((one) => one.name === templateId)?.version ?? templateVersion;
    }
    return answer;
  };
  const writeFeedback = (sequence: number, signal: AbortSignal) =>
    fetch(`${base}/api/web/v1/data-sources/data`, {
      signal,
      method: "POST",
      headers: as(viewer),
      body: json({
        apiEndpoint: ["fleet", "transactions"],
        parameters: {
          truck: "HT-07",
          scavenger_feedback_payload: {
            request_id: `load-${run}-${sequence}`,
            user: "Load bench",
            transaction_no: shortLoad.transaction_no,
            preventing_benefit: "Wet muck at the face",
            required_changes: "",
            will_realize_in_future: true,
          },
        },
      }),
    });

  const mix = async (durationS: number, writeOffset: number): Promise<Phase> => {
    const loadBefore = loadavg()[0] ?? 0;
    const [cachedStream, uncachedStream, saves, dataWrites] = await Promise.all([
      driveReads(base, viewer, CONNECTIONS - UNCACHED_CONNECTIONS, durationS, () => reads.pick().path),
      driveReads(base, developer, UNCACHED_CONNECTIONS, durationS, nextUncached),
      driveWrites(1000 / SAVES_PER_S, durationS, save),
      driveWrites(1000 / DATA_WRITES_PER_S, durationS, (sequence, signal) =>
        writeFeedback(writeOffset + sequence, signal),
      ),
    ]);
    return {
      streams: {
        "cached reads": cachedStream,
        "uncached data": uncachedStream,
        "template saves": saves,
        "data writes": dataWrites,
      },
      loadBefore,
      loadAfter: loadavg()[0] ?? 0,
    };
  };

  const sampler = new RssSampler(instances);
  const start = instances.map((instance) => rssMiB(instance.pid));
  try {
    console.log(`${label}: cached reads, ${CONNECTIONS} connections, ${DURATION_S} s…`);
    const loadBefore = loadavg()[0] ?? 0;
    const cachedOnly = await driveReads(base, viewer, CONNECTIONS, DURATION_S, () => reads.pick().path);
    const cached = { streams: { "cached reads": cachedOnly }, loadBefore, loadAfter: loadavg()[0] ?? 0 };

    console.log(`${label}: the mix, ${DURATION_S} s…`);
    const mixed = await mix(DURATION_S, 0);

    let soak: ModeFigures["soak"];
    if (SOAK_S > 0) {
      console.log(`${label}: soak, the mix for ${SOAK_S} s…`);
      const from = performance.now();
      const phase = await mix(SOAK_S, 1_000_000);
      sampler.sample();
      soak = { ...phase, growth: sampler.growth(from, performance.now()) };
    }
    sampler.sample();
    const acknowledged = [mixed, ...(soak ? [soak] : [])].reduce(
      (total, phase) => total + (phase.streams["data writes"]?.statuses["200"] ?? 0),
      0,
    );
    return {
      label,
      instances,
      cached,
      mix: mixed,
      ...(soak ? { soak } : {}),
      rss: {
        start,
        peak: instances.map((_, index) => Math.max(...sampler.samples.map((s) => s.mib[index] ?? 0))),
        end: instances.map((instance) => rssMiB(instance.pid)),
      },
      feedback: { acknowledged, stored: (await feedbackCount()) - feedbackBefore },
    };
  } finally {
    sampler.stop();
  }
}

const keepData = process.env.BENCH_DATA_DIR !== undefined;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "storyframe-bench-load-"));
const results: ModeFigures[] = [];
let redisClients: number | undefined;
const cleanups: (() => Promise<void> | void)[] = [];

try {
  // The single instance's first start loads the demo data into its folder; the pair's instances start on copies.
  const single = await startServer(dataDir, await freePort(), SERVER_ENV);
  try {
    if (MODES.includes("single")) {
      results.push(await measure("1 instance, SQLite", single.base, [{ name: "instance", pid: single.pid }]));
    }
  } finally {
    await single.stop();
  }

  if (MODES.includes("pair")) {
    console.log("\nStarting PostgreSQL, Redis and two instances…");
    const pairDir = mkdtempSync(join(tmpdir(), "storyframe-bench-load-pair-"));
    cleanups.push(() => rmSync(pairDir, { recursive: true, force: true }));
    // Each instance needs a data folder of its own: DuckDB locks its file, so two processes cannot share one.
    const folders = ["a", "b"].map((name) => join(pairDir, name));
    for (const folder of folders) {
      mkdirSync(folder);
      if (existsSync(join(dataDir, "analytics")))
        cpSync(join(dataDir, "analytics"), join(folder, "analytics"), { recursive: true });
    }
    const postgres: ThrowawayService = await startThrowawayPostgres();
    cleanups.push(() => postgres.stop());
    const redis: ThrowawayService = await startThrowawayRedis();
    cleanups.push(() => redis.stop());
    const proxyPort = await freePort();
    const shared = {
      ...SERVER_ENV,
      STORYFRAME_DATABASE_URL: postgres.url,
      STORYFRAME_REDIS_URL: redis.url,
      // The planning endpoints' writes go to the shared database, so the instances never fork them (decision 086).
      STORYFRAME_DEMO_STORE_URL: postgres.url,
      // Tokens are issued for the address users reach: the proxy's, the same on both instances.
      STORYFRAME_PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      STORYFRAME_TRUST_PROXY: "true",
    };
    // The first migrates the database and seeds the demo tenant; the second only serves it (docs/deploy.md).
    const a = await startServer(folders[0] as string, await freePort(), shared);
    cleanups.push(() => a.stop());
    const b = await startServer(folders[1] as string, await freePort(), { ...shared, STORYFRAME_SEED_DEMO: "false" });
    cleanups.push(() => b.stop());
    // Whether the instances use Redis: its connections other than this question's own.
    redisClients = execFileSync("redis-cli", ["-u", redis.url, "CLIENT", "LIST"], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.includes("id=") && !line.includes("cmd=client")).length;
    const proxy = await startRoundRobinProxy(proxyPort, [a.base, b.base]);
    cleanups.push(() => proxy.stop());
    results.push(
      await measure("2 instances, PostgreSQL + Redis", proxy.base, [
        { name: "instance A", pid: a.pid },
        { name: "instance B", pid: b.pid },
      ]),
    );
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "-");
const failures = (figures: StreamFigures) => {
  const refused = Object.entries(figures.statuses)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, count]) => `${count}×${status}`);
  const timeouts = figures.timeouts > 0 ? ` (${figures.timeouts} time-outs)` : "";
  return `${figures.errors} errors${timeouts}, ${figures.non2xx} non-2xx${refused.length > 0 ? ` (${refused.join(", ")})` : ""}`;
};
const row = (label: string, figures: StreamFigures) =>
  `  ${label.padEnd(40)} ${String(figures.requests).padStart(8)} ${figures.perSecond.toFixed(1).padStart(8)} ${ms(figures.p50).padStart(6)} ${ms(figures.p975).padStart(7)} ${ms(figures.p99).padStart(6)}  ${failures(figures)}`;
const header = `  ${"".padEnd(40)} ${"requests".padStart(8)} ${"req/s".padStart(8)} ${"p50".padStart(6)} ${"p97.5".padStart(7)} ${"p99".padStart(6)}  (ms)`;
const load = (phase: Phase) => `load average ${phase.loadBefore.toFixed(1)} → ${phase.loadAfter.toFixed(1)}`;

console.log(`\nLoad on the demo tenant's ${STORYLINE} storyline, ${availableParallelism()} cores`);
console.log(
  `  ${CONNECTIONS} connections, ${DURATION_S} s a phase; the mix: ${CONNECTIONS - UNCACHED_CONNECTIONS} cached readers, ${UNCACHED_CONNECTIONS} uncached, ${SAVES_PER_S} template saves/s, ${DATA_WRITES_PER_S} data writes/s`,
);

console.log(`\n1. Cached reads (menu 5 %, storyline 5 %, 24 data answers 90 %)`);
console.log(header);
for (const result of results) {
  const figures = result.cached.streams["cached reads"] as StreamFigures;
  console.log(`${row(result.label, figures)}  [${load(result.cached)}]`);
}
for (const result of results) {
  const figures = result.cached.streams["cached reads"] as StreamFigures;
  const met = figures.errors === 0 && figures.non2xx === 0 && figures.p99 < P99_GOAL_MS;
  const goal = `0 errors, p99 < ${P99_GOAL_MS} ms at ${CONNECTIONS} connections for ${DURATION_S} s`;
  const full = CONNECTIONS >= 200 && DURATION_S >= 60 ? "" : " (a shorter or smaller run than the goal's)";
  console.log(`  goal ${goal}, ${result.label}: ${met ? "met" : "NOT met"}${full}`);
}

console.log("\n2. The mix");
console.log(header);
for (const result of results) {
  console.log(`  ${result.label} [${load(result.mix)}]`);
  for (const [name, figures] of Object.entries(result.mix.streams)) console.log(row(`  ${name}`, figures));
}

if (redisClients !== undefined) {
  console.log(
    `\nRedis: ${redisClients} connections from the two instances${redisClients === 0 ? " (they do not use Redis: limits and caches are each instance's own)" : ""}`,
  );
}

const [one, two] = results;
if (one && two) {
  const ratio = (phase: (result: ModeFigures) => Phase) =>
    Object.values(phase(two).streams).reduce((total, s) => total + s.perSecond, 0) /
    Object.values(phase(one).streams).reduce((total, s) => total + s.perSecond, 0);
  console.log(
    `\nThroughput of 2 instances / 1 instance: cached reads ${ratio((r) => r.cached).toFixed(2)}, the mix ${ratio((r) => r.mix).toFixed(2)} (all ${availableParallelism()} cores shared by every process of the run)`,
  );
}

console.log("\nData writes acknowledged (200) and stored (feedback counted afterwards; none acknowledged may be lost)");
for (const result of results) {
  const { acknowledged, stored } = result.feedback;
  const verdict =
    stored < acknowledged
      ? `  ${acknowledged - stored} acknowledged writes LOST`
      : stored > acknowledged
        ? ` (${stored - acknowledged} applied without an answer in time)`
        : "";
  console.log(`  ${result.label}: ${acknowledged} acknowledged, ${stored} stored${verdict}`);
}

console.log("\nResident memory (MiB): at the first measurement, peak, at the end");
for (const result of results) {
  for (const [index, instance] of result.instances.entries()) {
    console.log(
      `  ${result.label}, ${instance.name}: ${ms(result.rss.start[index] ?? Number.NaN)}, ${ms(result.rss.peak[index] ?? Number.NaN)}, ${ms(result.rss.end[index] ?? Number.NaN)}`,
    );
  }
}

if (SOAK_S > 0) {
  console.log(`\n3. Soak: the mix for ${SOAK_S} s`);
  console.log(header);
  for (const result of results) {
    if (!result.soak) continue;
    console.log(`  ${result.label} [${load(result.soak)}]`);
    for (const [name, figures] of Object.entries(result.soak.streams)) console.log(row(`  ${name}`, figures));
    const span = SOAK_S >= 240 ? "minute" : `${(SOAK_S / 4).toFixed(0)} s`;
    for (const [index, instance] of result.instances.entries()) {
      const { first, last } = result.soak.growth[index] ?? { first: Number.NaN, last: Number.NaN };
      const growth = (last - first) / first;
      const verdict = growth < RSS_GROWTH_GOAL ? "met" : "NOT met";
      const full = SOAK_S >= 600 ? "" : " (a soak shorter than the goal's 10 minutes)";
      console.log(
        `  RSS of ${instance.name}: first ${span} ${ms(first)} MiB → last ${span} ${ms(last)} MiB, ${(growth * 100).toFixed(1)} % (goal < ${RSS_GROWTH_GOAL * 100} %): ${verdict}${full}`,
      );
    }
  }
}
