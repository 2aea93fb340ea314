import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { type BoundingBox, GEOFENCE_API_PATHS, gpsReadingsAnswerSchema, mapStylePath } from "@storyframe/core";
import { DuckDbConnection, gpsReadingsQuery } from "@storyframe/server/testing";
import { build, type Plugin } from "esbuild";
import { type Browser, chromium } from "playwright-core";
import type { PanResult } from "./maps/pageHarness";
import { type BenchServer, CHROMIUM, freePort, median, percentile, root, startServer } from "./support/benchServer";
import { copyDemoDuckDb, DUCKDB, demoToken, UNCACHED_SERVER_ENV } from "./support/demoData";
import { benchPageBuild, benchPageHtml } from "./support/pageBundle";

/**
 * (Maps) (a) `GET /api/getgpsdata` over the demo's ~6 million GPS readings with a box around the demo site and
 * max 1000, beside DuckDB alone running the plain query over the readings (`gpsReadingsQuery`, one scan of the box)
 * on a copy of the server's file, with the same memory limit and threads, alternately; each call's box is shifted a
 * little so no two are alike. The server answers a view from its spread table (decision 081), which it builds in
 * the background after the first view: the bench waits for it (the server's answer stops being the plain
 * query's) and reports how long that took.
 * (b) The business map (`BusinessMap`, production React) with 20,000 points around the site beside the same map
 * with none, in headless Chromium (WebGL through SwiftShader): from the render to the points drawn, and the time
 * between animation frames while a mouse drag pans it through MapLibre's own handlers, one move a frame (frame-rate
 * limit off, so a frame takes what its work takes). Both draw the same style, a background layer and no tiles, so
 * only the points differ. The page is bench/maps/businessMapPage.tsx, bundled by esbuild.
 *
 * `BENCH_DATA_DIR` names a data folder to use and keep (its first start loads the demo data; later runs skip that).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const POINTS = 20_000;
const FRAMES = 300;
const MAX_READINGS = 1000;
const VIEWPORT = { width: 1400, height: 900 };
/** The demo site's pits, dumps, crusher and workshop (data/demo/mineLayout.ts) with a margin: about 5.6 × 6 km. */
const SITE_BOX: BoundingBox = { minLatitude: -26.335, maxLatitude: -26.285, minLongitude: 28.11, maxLongitude: 28.17 };

const ms = (value: number) => `${value.toFixed(value < 20 ? 1 : 0)} ms`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

/** The site's box moved by `step` × 20 m or so, alternately north-east and south-west, so no two calls are alike. */
function shiftedBox(step: number): BoundingBox {
  const offset = (step % 2 === 0 ? 1 : -1) * step * 0.0002;
  return {
    minLatitude: SITE_BOX.minLatitude + offset,
    maxLatitude: SITE_BOX.maxLatitude + offset,
    minLongitude: SITE_BOX.minLongitude + offset,
    maxLongitude: SITE_BOX.maxLongitude + offset,
  };
}

/** The box as `bounding_coords`: its four corners, `[longitude, latitude]` each (docs/api.md, Geofences). */
const boundingCoords = (box: BoundingBox) =>
  JSON.stringify([
    [box.minLongitude, box.minLatitude],
    [box.maxLongitude, box.minLatitude],
    [box.maxLongitude, box.maxLatitude],
    [box.minLongitude, box.maxLatitude],
  ]);

type Answer = { ms: number; rows: number; readings: string };

/** How long the server may take to build its spread table on a busy machine. */
const SPREAD_BUILD_TIMEOUT_MS = 600_000;

/** How an answer covers the view: its trucks and the grid cells of about 100 m it reaches. */
function spreadOf(answer: Answer): string {
  const readings = answer.readings.split(",").filter((text) => text !== "");
  const trucks = new Set(readings.map((text) => text.split("@")[0]));
  const cells = new Set(
    readings.map((text) => {
      const [latitude, longitude] = (text.split("@")[1] ?? "").split(";").map(Number);
      return `${Math.floor((latitude ?? 0) / 0.001)}:${Math.floor((longitude ?? 0) / 0.001)}`;
    }),
  );
  return `${readings.length} readings of ${trucks.size} trucks in ${cells.size} cells of ~100 m`;
}

/** The readings as one comparable text: registration and position of each, sorted. */
const readingKeys = (rows: readonly { reg_num?: unknown; latitude?: unknown; longitude?: unknown }[]) =>
  rows
    .map((row) => `${String(row.reg_num)}@${Number(row.latitude)};${Number(row.longitude)}`)
    .sort()
    .join();

async function viaApi(server: BenchServer, token: string, box: BoundingBox): Promise<Answer> {
  const query = new URLSearchParams({ bounding_coords: boundingCoords(box), max: String(MAX_READINGS) });
  const url = `${server.base}${GEOFENCE_API_PATHS.gpsData}?${query}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  // Until the whole answer has arrived; checking it is the client's work.
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body}`);
  const readings = gpsReadingsAnswerSchema.parse(JSON.parse(body));
  return { ms, rows: readings.length, readings: readingKeys(readings) };
}

/** (a) getgpsdata beside DuckDB alone, on a data folder whose demo data is loaded. */
async function gpsData(dataDir: string): Promise<void> {
  const port = await freePort();
  // The first start of a fresh folder loads the demo data; stopped so that DuckDB's file can be copied whole.
  const first = await startServer(dataDir, port, UNCACHED_SERVER_ENV);
  await first.stop();
  const copyDir = mkdtempSync(join(tmpdir(), "storyframe-bench-maps-duckdb-"));
  const duck = await DuckDbConnection.open(copyDemoDuckDb(dataDir, copyDir), DUCKDB);
  try {
    const direct = async (box: BoundingBox): Promise<Answer> => {
      const { sql, parameters } = gpsReadingsQuery(box, MAX_READINGS);
      const started = performance.now();
      const result = await duck.query(sql, parameters, { timeoutMs: 60_000, maxRows: MAX_READINGS });
      const ms = performance.now() - started;
      return { ms, rows: result.rows.length, readings: readingKeys(result.rows) };
    };
    const count = "SELECT CAST(count(*) AS INTEGER) AS n FROM fleet_gps";
    const facts = await duck.query(count, {}, { timeoutMs: 60_000, maxRows: 1 });
    const server = await startServer(dataDir, port, UNCACHED_SERVER_ENV);
    try {
      const token = await demoToken(server.base, "developer");
      // The first view answers from the readings and starts building the spread table; until it is built, the
      // server's answer is the plain query's.
      const plain = await direct(SITE_BOX);
      const firstView = performance.now();
      const firstAnswer = await viaApi(server, token, SITE_BOX);
      let served = firstAnswer;
      while (served.readings === plain.readings) {
        if (performance.now() - firstView > SPREAD_BUILD_TIMEOUT_MS) throw new Error("the spread table was not built");
        await new Promise((resolve) => setTimeout(resolve, 250));
        served = await viaApi(server, token, SITE_BOX);
      }
      const buildSeconds = (performance.now() - firstView) / 1000;
      const apiTimes: number[] = [];
      /** The API's calls made right after DuckDB alone's query, and those right after another API call. */
      const apiAfter = { direct: [] as number[], api: [] as number[] };
      const directTimes: number[] = [];
      const rows = { api: 0, direct: 0 };
      for (let i = 0; i < ROUNDS + 2; i += 1) {
        // A/B, then B/A: neither always runs right after the other; each call its own box.
        const apiFirst = i % 2 === 0;
        const apiBox = shiftedBox(2 * i + (apiFirst ? 0 : 1));
        const directBox = shiftedBox(2 * i + (apiFirst ? 1 : 0));
        const measured = apiFirst
          ? { api: await viaApi(server, token, apiBox), direct: await direct(directBox) }
          : { direct: await direct(directBox), api: await viaApi(server, token, apiBox) };
        // The first two of each warm the caches of DuckDB and the server.
        if (i < 2) continue;
        apiTimes.push(measured.api.ms);
        (apiFirst ? apiAfter.api : apiAfter.direct).push(measured.api.ms);
        directTimes.push(measured.direct.ms);
        rows.api = measured.api.rows;
        rows.direct = measured.direct.rows;
      }
      const api = { p50: median(apiTimes), p95: percentile(apiTimes, 0.95) };
      const alone = { p50: median(directTimes), p95: percentile(directTimes, 0.95) };
      console.log(
        `(a) GET ${GEOFENCE_API_PATHS.gpsData} over ${Number(facts.rows[0]?.n ?? 0).toLocaleString("en-US")} GPS readings, a box of about 5.6 × 6 km around the demo site, max ${MAX_READINGS}, ${ROUNDS} calls each, alternating`,
      );
      console.log(
        `    answered ${rows.api} readings (DuckDB alone ${rows.direct}); the site box: ${spreadOf(served)} through the API, ${spreadOf(plain)} by the plain query`,
      );
      console.log(
        firstAnswer.readings === plain.readings
          ? `    the first view took ${ms(firstAnswer.ms)} (the plain query) and started the spread table, answering from ${buildSeconds.toFixed(1)} s on`
          : `    the spread table was there already (a kept data folder); the first view took ${ms(firstAnswer.ms)}`,
      );
      console.log(
        `    DuckDB alone, plain query (memory limit ${DUCKDB.memoryLimit}, ${DUCKDB.threads} threads): p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)}`,
      );
      console.log(
        `    through the API, spread table (signed in, no cache): p50 ${ms(api.p50)}, p95 ${ms(api.p95)}; p50 right after DuckDB alone's query ${ms(median(apiAfter.direct))}, right after the API's own ${ms(median(apiAfter.api))}`,
      );
      console.log(`    ratio p50 ${(api.p50 / alone.p50).toFixed(2)}; goal p50 ≤ 50 ms: ${verdict(api.p50 <= 50)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await duck.close();
    rmSync(copyDir, { recursive: true, force: true });
  }
}

const requireFromCanvas = createRequire(join(root, "packages/canvas/package.json"));
const WORKER_PATH = "/maplibre-gl-worker.mjs";
const workerFile = requireFromCanvas.resolve(`maplibre-gl/dist${WORKER_PATH}`);

/** MapLibre's worker as Vite's `?url` gives it: an address the bench's page server answers. */
const workerUrl: Plugin = {
  name: "worker-url",
  setup(esbuild) {
    esbuild.onResolve({ filter: /maplibre-gl-worker\.mjs\?url$/ }, (args) => ({ path: args.path, namespace: "url" }));
    esbuild.onLoad({ filter: /.*/, namespace: "url" }, () => ({
      contents: `export default ${JSON.stringify(WORKER_PATH)};`,
      loader: "js",
    }));
  },
};

/** The style both pages draw: a background and nothing else, so no tiles are fetched. */
const BACKGROUND_STYLE = JSON.stringify({
  version: 8,
  name: "bench background",
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#eef0f3" } }],
});

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};

/** Serves the bundled page, the style (at the light style's path) and MapLibre's worker on loopback. */
async function pageServer(outDir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const send = (body: string | Buffer, type: string) => {
      response.writeHead(200, { "content-type": type, "cache-control": "no-store" });
      response.end(body);
    };
    if (path === mapStylePath("light")) return send(BACKGROUND_STYLE, TYPES[".json"] as string);
    if (path === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    if (path === WORKER_PATH) return send(readFileSync(workerFile), TYPES[".mjs"] as string);
    const file = join(outDir, normalize(path).replace(/^(\.\.[/\\])+/, ""));
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    send(readFileSync(file), TYPES[extname(file)] ?? "application/octet-stream");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

type Samples = {
  draws: number[];
  frames: number[];
  handlers: number[];
  renders: number;
  moved: number[];
  renderer: string;
};
const noSamples = (): Samples => ({ draws: [], frames: [], handlers: [], renders: 0, moved: [], renderer: "" });

/** The WebGL renderer the page's browser draws with, as WebGL names it. */
const RENDERER_OF_PAGE = `(() => {
  const gl = document.createElement("canvas").getContext("webgl2");
  const info = gl && gl.getExtension("WEBGL_debug_renderer_info");
  return gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : "no WebGL 2";
})()`;

async function measurePan(browser: Browser, url: string, into: Samples, shot?: string): Promise<void> {
  const tab = await browser.newPage({ viewport: VIEWPORT });
  tab.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
  tab.on("console", (message) => {
    if (message.type() === "error") console.error(`    page: ${message.text()}`);
  });
  try {
    await tab.goto(url);
    into.draws.push((await tab.evaluate("window.mapBench.draw()")) as number);
    into.renderer = String(await tab.evaluate(RENDERER_OF_PAGE));
    await tab.waitForTimeout(300);
    const pan = (await tab.evaluate(`window.mapBench.pan(${FRAMES})`)) as PanResult;
    into.frames.push(...pan.deltas);
    into.handlers.push(...pan.handlers);
    into.renders += pan.renders;
    into.moved.push(pan.movedDegrees);
    if (shot !== undefined) await tab.screenshot({ path: shot });
  } finally {
    await tab.close();
  }
}

/** (b) The business map's pan with 20,000 points beside none. */
async function businessMapPan(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), "storyframe-bench-maps-"));
  await build({
    ...benchPageBuild,
    entryPoints: { businessMapPage: join(root, "bench/maps/businessMapPage.tsx") },
    outdir: outDir,
    plugins: [workerUrl],
  });
  writeFileSync(join(outDir, "index.html"), benchPageHtml("businessMapPage", { title: "business map", styles: true }));
  const { url, server } = await pageServer(outDir);
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, "--disable-frame-rate-limit", "--disable-gpu-vsync", "--enable-unsafe-swiftshader"],
    headless: true,
  });
  try {
    const pages = [
      { label: `BusinessMap, ${POINTS.toLocaleString("en-US")} points`, hash: `#${POINTS}` },
      { label: "the same map, no points", hash: "#0" },
    ];
    const samples = pages.map(noSamples);
    // A pan of 300 frames takes a while in software WebGL: at most five pages of each.
    const rounds = Math.max(1, Math.min(ROUNDS, 5));
    // Round 0 warms the browser's code caches; the pages take turns so that the machine's load falls on both.
    for (let round = 0; round <= rounds; round += 1) {
      for (const [index, page] of pages.entries()) {
        const into = round === 0 ? noSamples() : (samples[index] as Samples);
        const shot = round === rounds && index === 0 ? join(tmpdir(), "storyframe-bench-business-map.png") : undefined;
        await measurePan(browser, `${url}/index.html${page.hash}`, into, shot);
      }
    }
    const [points, none] = samples as [Samples, Samples];
    const p95 = percentile(points.frames, 0.95);
    const noneP95 = percentile(none.frames, 0.95);
    console.log(
      `(b) business map pan in headless Chromium (WebGL: ${samples[0]?.renderer}), background-only style, ${rounds} fresh pages each, alternating`,
    );
    for (const [index, page] of pages.entries()) {
      const sample = samples[index] as Samples;
      console.log(
        `    ${page.label}: drawn in median ${ms(median(sample.draws))}; pan frame p95 ${ms(percentile(sample.frames, 0.95))}, median ${ms(median(sample.frames))}, of which the move's handlers p95 ${ms(percentile(sample.handlers, 0.95))}; ${sample.renders} map renders in ${sample.frames.length} frames; dragged ${median(sample.moved).toFixed(4)}° east`,
      );
    }
    console.log(
      `    pan frame p95 ratio ${(p95 / noneP95).toFixed(1)} ×; goal p95 ≤ 16 ms: ${verdict(p95 <= 16)}; screenshot ${join(tmpdir(), "storyframe-bench-business-map.png")}`,
    );
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), "storyframe-bench-maps-data-"));
if (keptDataDir !== undefined) mkdirSync(keptDataDir, { recursive: true });
try {
  await gpsData(dataDir);
} finally {
  if (keptDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
}
await businessMapPan();
console.log("    tile serving throughput: tiles.bench.ts");
