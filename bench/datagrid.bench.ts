import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, median, percentile, root } from "./support/benchServer";
import { benchPageBuild } from "./support/pageBundle";

/**
 * (DataGrid) 100,000 rows × 20 columns in headless Chromium, production React: the time from the render call
 * to the first rows painted, and the time between animation frames while the grid scrolls (the frame time,
 * with the frame-rate limit off so a frame takes what its work takes). The page is bench/datagrid/page.tsx,
 * bundled by esbuild from the component's sources. Beside each figure: the main thread's busy time (from
 * the DevTools protocol), and the same scroll on a plain page, since software rendering on a shared machine
 * weighs on frame times whatever the page does.
 */
const RENDERS = Number(process.env.BENCH_ROUNDS ?? 5);
const SCROLL_FRAMES = 300;
const SCROLL_STEP_PX = 180;

const outDir = mkdtempSync(join(tmpdir(), "storyframe-bench-datagrid-"));
await build({
  ...benchPageBuild,
  entryPoints: [join(root, "bench/datagrid/page.tsx")],
  outfile: join(outDir, "page.js"),
});
writeFileSync(
  join(outDir, "index.html"),
  '<!doctype html><html><head><meta charset="utf-8"><title>DataGrid bench</title></head>' +
    '<body style="margin:16px;font-family:sans-serif"><div id="root"></div><script src="page.js"></script></body></html>',
);

/** A plain page with the same scroll harness: 20 rows × 20 cells redrawn on every scroll, no React, no grid. */
const BASELINE_PAGE = `<!doctype html><html><body style="margin:16px;font-family:sans-serif">
<div id="v" style="height:640px;width:1360px;overflow:auto"><div id="c" style="height:3600000px;position:relative"></div></div>
<script>
const body = document.getElementById("c"), viewport = document.getElementById("v");
function draw() {
  const first = Math.floor(viewport.scrollTop / 36);
  body.textContent = "";
  for (let r = first; r < first + 20; r++) {
    const row = document.createElement("div");
    row.style.cssText = "position:absolute;left:0;height:36px;display:flex;top:" + r * 36 + "px";
    for (let k = 0; k < 20; k++) {
      const cell = document.createElement("div");
      cell.style.cssText = "width:130px;flex:none;border:1px solid #ddd;padding:0 10px;box-sizing:border-box";
      cell.textContent = "Cell " + r + "/" + k;
      row.appendChild(cell);
    }
    body.appendChild(row);
  }
}
viewport.addEventListener("scroll", draw);
draw();
window.scrollGrid = (frames, step) => new Promise((resolve) => {
  const deltas = []; let last = 0, offset = viewport.scrollTop;
  const frame = (now) => {
    if (last > 0) deltas.push(now - last);
    last = now;
    if (deltas.length >= frames) return resolve(deltas);
    offset += step; viewport.scrollTop = offset; requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});
</script></body></html>`;
writeFileSync(join(outDir, "baseline.html"), BASELINE_PAGE);

type Metrics = Record<string, number>;
type MetricsReader = () => Promise<Metrics>;

/** A reader of the page's cumulative main-thread durations (ms): scripts, style, layout and all tasks. */
async function mainThreadOf(page: Page): Promise<MetricsReader> {
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  return async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value * 1000]));
  };
}
const busy = (before: Metrics, after: Metrics) => (after.TaskDuration ?? 0) - (before.TaskDuration ?? 0);

/** Scrolls a page's grid: the frame deltas and the main thread's work per frame. */
async function scrollRun(page: Page, mainThread: MetricsReader): Promise<{ deltas: number[]; work: number }> {
  await page.evaluate(`window.scrollGrid(30, ${SCROLL_STEP_PX})`);
  const before = await mainThread();
  const deltas = (await page.evaluate(`window.scrollGrid(${SCROLL_FRAMES}, ${SCROLL_STEP_PX})`)) as number[];
  const after = await mainThread();
  return { deltas, work: busy(before, after) / SCROLL_FRAMES };
}

const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, "--disable-frame-rate-limit", "--disable-gpu-vsync"],
  headless: true,
});
try {
  const renders: number[] = [];
  const renderWork: number[] = [];
  let scroll = { deltas: [] as number[], work: Number.NaN };
  for (let round = 0; round < RENDERS + 1; round += 1) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
    await page.goto(pathToFileURL(join(outDir, "index.html")).href);
    const mainThread = await mainThreadOf(page);
    const before = await mainThread();
    const rendered = (await page.evaluate("window.renderGrid()")) as number;
    const after = await mainThread();
    // The first round warms the browser's code caches.
    if (round > 0) {
      renders.push(rendered);
      renderWork.push(busy(before, after));
    }
    if (round === RENDERS) {
      scroll = await scrollRun(page, mainThread);
      await page.screenshot({ path: join(tmpdir(), "storyframe-bench-datagrid.png") });
    }
    await page.close();
  }
  const basePage = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await basePage.goto(pathToFileURL(join(outDir, "baseline.html")).href);
  const baseline = await scrollRun(basePage, await mainThreadOf(basePage));
  await basePage.close();

  const render = median(renders);
  const p95 = percentile(scroll.deltas, 0.95);
  console.log("(DataGrid) 100,000 rows × 20 columns in headless Chromium, production React");
  console.log(
    `    initial render to first rows painted: median ${render.toFixed(0)} ms over ${RENDERS} renders ` +
      `(main thread busy ${median(renderWork).toFixed(0)} ms of it) (goal ≤ 300 ms): ${render <= 300 ? "met" : "NOT met"}`,
  );
  console.log(
    `    scroll frame time (requestAnimationFrame deltas, ${SCROLL_STEP_PX} px per frame, ${SCROLL_FRAMES} frames): ` +
      `median ${median(scroll.deltas).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, main thread busy ` +
      `${scroll.work.toFixed(1)} ms per frame (goal p95 ≤ 16 ms): ${p95 <= 16 ? "met" : "NOT met"}`,
  );
  console.log(
    `    the same scroll on a plain page (20 × 20 divs redrawn per frame, no React) on this machine now: ` +
      `median ${median(baseline.deltas).toFixed(1)} ms, p95 ${percentile(baseline.deltas, 0.95).toFixed(1)} ms, ` +
      `main thread busy ${baseline.work.toFixed(1)} ms per frame`,
  );
} finally {
  await browser.close();
  rmSync(outDir, { recursive: true, force: true });
}
