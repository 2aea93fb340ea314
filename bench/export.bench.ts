import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ExportJob, exportJobSchema, isFinishedExport } from "@storyframe/core";
import { signInWithPassword } from "@storyframe/server/testing";
import { addStorylineOfFirstFrames } from "./support/benchContent";
import { freePort, median, peakRssMiB, percentile, rssMiB, startServer } from "./support/benchServer";
import { demoToken } from "./support/demoData";

/**
 * PDF export of a 25-frame storyline (the fleet storyline's first 25 frames, added to the bench's own data
 * folder): its time, the server's peak memory and the export browser's; and the p99 latency of the viewer's
 * API calls (the storyline and a data endpoint, as a viewer opening it asks) while 1, … N exports run, beside
 * the same calls while none runs. N is `BENCH_EXPORT_MAX_CONCURRENT` (2 by default: the demo has two users to
 * export besides the one viewing); the server runs with that many export places, so the exports really run
 * together.
 *
 * A p99 of a few hundred calls is the few slowest of them, and moves between two runs of the same thing. So the
 * calls are made in blocks that take turns (none, 1, … N exports; again, ROUNDS times), a block with exports
 * counts only the calls made while they run, and the figures pool each kind's blocks. The spread of the p99
 * over the blocks with no export is printed too: a p99 with exports inside it is the server's own noise.
 */
const FRAMES = 25;
const STORYLINE = "fleet-export-25";
const MAX_CONCURRENT = Number(process.env.BENCH_EXPORT_MAX_CONCURRENT ?? 2);
/** The viewer's calls are made one after another, one every this many milliseconds. */
const PROBE_INTERVAL_MS = 50;
/** How long a block with no export calls: about as long as one export runs. */
const QUIET_BLOCK_MS = 13_000;
const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);

const keepData = process.env.BENCH_DATA_DIR !== undefined;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), "storyframe-bench-export-"));
await addStorylineOfFirstFrames(dataDir, { storyline: "fleet-operations", frames: FRAMES, name: STORYLINE });
const server = await startServer(dataDir, await freePort(), {
  STORYFRAME_CHROMIUM_PATH: "/usr/bin/chromium",
  STORYFRAME_EXPORT_CONCURRENCY: String(MAX_CONCURRENT),
  STORYFRAME_EXPORT_TIMEOUT_MS: String(30 * 60_000),
  STORYFRAME_ACCESS_TOKEN_TTL_SECONDS: "7200",
});

/** The resident memory of every process below `pid` (the export's Chromium and its renderers), in MiB. */
function descendantsRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const child = pending.pop() ?? 0;
    try {
      total += rssMiB(child);
    } catch {
      // Ended meanwhile.
    }
    pending.push(...(children.get(child) ?? []));
  }
  return total;
}

try {
  // Each export is a different user's, and the viewer's calls a third's: a user's export shares that user's
  // data-query allowance (decision 070), so one user's exports would wait on each other.
  const bearer = (token: string) => ({
    authorization: `Bearer ${token}`,
    branch: "main",
    "content-type": "application/json",
  });
  const exporters = [bearer(await demoToken(server.base, "viewer")), bearer(await demoToken(server.base, "developer"))];
  const admin = await signInWithPassword(server.base, {
    clientId: "storyframe-demo",
    email: "admin@demo.storyframe.test",
    password: "storyframe-admin",
  });
  if (!admin.ok) throw new Error(`could not sign in: ${admin.status}`);
  const headers = bearer(admin.tokens.access_token);
  const viewerCalls = [
    `${server.base}/api/web/v1/storylines/fleet-operations`,
    `${server.base}/data/fleet/kpis?from=2026-10-18&to=2026-10-31`,
  ];
  for (const url of viewerCalls) {
    const answer = await fetch(url, { headers });
    if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  }

  let chromiumPeakMiB = 0;
  const sampler = setInterval(() => {
    chromiumPeakMiB = Math.max(chromiumPeakMiB, descendantsRssMiB(server.pid));
  }, 500);

  /** The viewer's calls one after another until `until` resolves. */
  async function probe(until: Promise<unknown>): Promise<number[]> {
    let finished = false;
    void until.finally(() => {
      finished = true;
    });
    const latencies: number[] = [];
    for (let call = 0; !finished; call += 1) {
      const sent = performance.now();
      const answer = await fetch(viewerCalls[call % viewerCalls.length] ?? "", { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`a viewer call answered ${answer.status}`);
      // A call answered after the exports ended did not meet them.
      if (!finished) latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_INTERVAL_MS - (performance.now() - sent))));
    }
    return latencies;
  }

  async function exportOnce(headers: Record<string, string>): Promise<{ job: ExportJob; seconds: number }> {
    const started = performance.now();
    const answer = await fetch(`${server.base}/api/exports`, {
      method: "POST",
      headers,
      body: JSON.stringify({ storylineId: STORYLINE, scope: "storyline", format: "pdf" }),
    });
    if (answer.status !== 202) throw new Error(`the export was refused: ${answer.status} ${await answer.text()}`);
    let job = exportJobSchema.parse(await answer.json());
    while (!isFinishedExport(job.state)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = exportJobSchema.parse(await (await fetch(`${server.base}/api/exports/${job.id}`, { headers })).json());
    }
    if (job.state !== "done") throw new Error(`the export ended ${job.state}: ${job.message}`);
    const file = await fetch(`${server.base}/api/exports/${job.id}/file`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;
    console.log(`    export of ${job.framesTotal} frames: ${(bytes / 1024).toFixed(0)} KB PDF`);
    return { job, seconds: (performance.now() - started) / 1000 };
  }

  type Pooled = { latencies: number[]; blockP99s: number[]; exportSeconds: number[] };
  const pooled: Pooled[] = Array.from({ length: MAX_CONCURRENT + 1 }, () => ({
    latencies: [],
    blockP99s: [],
    exportSeconds: [],
  }));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (let exports = 0; exports <= MAX_CONCURRENT; exports += 1) {
      console.log(`  round ${round} of ${ROUNDS}: ${exports} export(s) running…`);
      const running =
        exports === 0
          ? new Promise<{ seconds: number }[]>((resolve) => setTimeout(() => resolve([]), QUIET_BLOCK_MS))
          : Promise.all(
              Array.from({ length: exports }, (_, index) => exportOnce(exporters[index % exporters.length] ?? headers)),
            );
      const latencies = await probe(running);
      const into = pooled[exports] as Pooled;
      into.latencies.push(...latencies);
      into.blockP99s.push(percentile(latencies, 0.99));
      into.exportSeconds.push(...(await running).map((one) => one.seconds));
    }
  }
  const rows = pooled.map((one, exports) => ({
    exports,
    p50: median(one.latencies),
    p99: percentile(one.latencies, 0.99),
    calls: one.latencies.length,
    blockP99s: one.blockP99s,
    exportSeconds: one.exportSeconds,
  }));
  clearInterval(sampler);

  const [baseline] = rows;
  const single = rows[1]?.exportSeconds[0] ?? Number.NaN;
  console.log(`\nPDF export of a ${FRAMES}-frame storyline (${STORYLINE}), viewer size 1280×800`);
  console.log(`  one export alone: ${single.toFixed(1)} s (${(single / FRAMES).toFixed(2)} s a frame)`);
  console.log(`  server peak RSS: ${peakRssMiB(server.pid).toFixed(0)} MiB (node, whole run)`);
  console.log(`  export browser peak RSS: ${chromiumPeakMiB.toFixed(0)} MiB (Chromium and its renderers, summed)`);
  console.log(
    `\nViewer API latency (storyline + data endpoint, one call every ${PROBE_INTERVAL_MS} ms), ${ROUNDS} blocks of each kind taking turns:`,
  );
  console.log("  exports | calls | p50 ms | p99 ms | p99 / baseline | p99 of each block ms | each export s");
  for (const row of rows) {
    const ratio = baseline ? row.p99 / baseline.p99 : Number.NaN;
    const blocks = row.blockP99s.map((value) => value.toFixed(1)).join(", ");
    const seconds = row.exportSeconds.map((value) => value.toFixed(0)).join(", ") || "-";
    console.log(
      `  ${String(row.exports).padStart(7)} | ${String(row.calls).padStart(5)} | ${row.p50.toFixed(1).padStart(6)} | ${row.p99.toFixed(1).padStart(6)} | ${ratio.toFixed(2).padStart(14)} | ${blocks.padEnd(20)} | ${seconds}`,
    );
  }
  if (baseline) {
    const spread = `${Math.min(...baseline.blockP99s).toFixed(1)}–${Math.max(...baseline.blockP99s).toFixed(1)} ms`;
    console.log(`  the p99 of the blocks with no export ranges over ${spread}: the server's own noise`);
  }
} finally {
  await server.stop();
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
}
