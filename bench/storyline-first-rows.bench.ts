import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { signInWithPassword } from "@storyframe/server/testing";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { CHROMIUM, freePort, median, startServer } from "./support/benchServer";
import { DEMO_VIEWER, signInBrowser } from "./support/browserSignIn";

/**
 * Two first loads a customer waits for, each beside a page written by hand for the same view in the same run
 * (served by bare node:http, gzip), measured alternately in headless Chromium on the production build:
 * - the fleet storyline, cold, to its first frame painted, with the requests the page made before that paint
 *   (only what the first frame needs should be among them);
 * - the 200,000-row flight log of us-air-travel, opened at its frame, to its first rows painted (goal ≤ 1 s),
 *   beside the data API alone answering the same rows and a plain page drawing the first rows of those bytes.
 */
const LOADS = Number(process.env.BENCH_ROUNDS ?? 6);
const FLEET = "/storylines/fleet-operations";
const FLIGHT_LOG = "/storylines/us-air-travel?frame=working-with-the-data/flight-log/flight-log";
const FLIGHT_LOG_FROM = "2001-01-01";
const FIRST_ROWS_GOAL_MS = 1000;

/** In-page: resolves with performance.now() two animation frames after `selector` matched (after its paint). */
const PAINTED = `(selector) => new Promise((resolve) => {
  const check = () => {
    if (document.querySelector(selector)) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      return;
    }
    requestAnimationFrame(check);
  };
  check();
})`;

async function paintedOf(page: Page, selector: string): Promise<number> {
  return (await page.evaluate(`(${PAINTED})(${JSON.stringify(selector)})`)) as number;
}

type Load = { paintedMs: number; requests: string[] };

/** A fresh context (nothing cached but the sign-in): milliseconds from navigation start to `selector` painted. */
async function coldLoad(
  browser: Browser,
  url: string,
  selector: string,
  storage?: BrowserContextOptions["storageState"],
): Promise<Load> {
  const context = await browser.newContext(storage ? { storageState: storage } : {});
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "commit" });
  const paintedMs = await paintedOf(page, selector);
  // Same clock as the paint: the resources the page started fetching before it.
  const requests = (await page.evaluate(
    `performance.getEntriesByType("resource").filter((entry) => entry.startTime <= ${paintedMs}).map((entry) => entry.name)`,
  )) as string[];
  await context.close();
  return { paintedMs, requests };
}

/** A bare node:http server answering fixed pages and files, gzip when asked, as a hand-written site would. */
async function startPlainSite(
  files: Record<string, { type: string; body: Buffer }>,
): Promise<{ base: string; server: Server }> {
  const zipped = Object.fromEntries(Object.entries(files).map(([path, file]) => [path, gzipSync(file.body)]));
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const file = files[path];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(200, {
      "content-type": file.type,
      "cache-control": "no-cache",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(gzip ? zipped[path] : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const plainFramePage = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#263238}main{max-width:1100px;margin:0 auto}</style>
</head><body><main><h1 id="title">${title}</h1><p>The fleet's tonnes, hours and speed in one storyline.</p></main></body></html>`;

/** The first rows of the log's JSON drawn as a table, as a hand-written page would (no grid, no framework). */
const plainFlightLogPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flight log</title>
<style>body{margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif}td,th{padding:4px 8px;border-bottom:1px solid #ddd}</style>
</head><body><h1>Flight log</h1><table id="log"></table>
<script>
fetch("/flight-log.json").then((response) => response.json()).then((rows) => {
  const columns = Object.keys(rows[0] ?? {});
  const head = "<tr>" + columns.map((column) => "<th>" + column + "</th>").join("") + "</tr>";
  const body = rows.slice(0, 30).map((row) => "<tr>" + columns.map((column) => "<td>" + row[column] + "</td>").join("") + "</tr>").join("");
  document.getElementById("log").innerHTML = head + body;
  document.getElementById("log").className = "ready";
});
</script></body></html>`;

async function bearerOf(base: string): Promise<string> {
  const signedIn = await signInWithPassword(base, { clientId: "storyframe-demo", ...DEMO_VIEWER });
  if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.status}`);
  return signedIn.tokens.access_token;
}

/** The flight log's rows as the data API answers them, and how long that answer took (the API alone). */
async function fetchFlightLog(base: string, token: string): Promise<{ ms: number; body: Buffer }> {
  const started = performance.now();
  const response = await fetch(`${base}/data/air/flight-log?flightLogFrom=${FLIGHT_LOG_FROM}`, {
    headers: { authorization: `Bearer ${token}`, branch: "main", "accept-encoding": "gzip" },
  });
  if (!response.ok) throw new Error(`air/flight-log answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, body };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-first-rows-"));
const server = await startServer(dataDir, await freePort());
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
let plain: Server | undefined;
try {
  const signedIn = await browser.newContext();
  await signInBrowser(signedIn, server.base);
  const storage = await signedIn.storageState();
  await signedIn.close();
  const token = await bearerOf(server.base);
  const log = await fetchFlightLog(server.base, token);
  const site = await startPlainSite({
    "/fleet.html": { type: "text/html; charset=utf-8", body: Buffer.from(plainFramePage("Haul fleet at a glance")) },
    "/flight-log.html": { type: "text/html; charset=utf-8", body: Buffer.from(plainFlightLogPage) },
    "/flight-log.json": { type: "application/json", body: log.body },
  });
  plain = site.server;

  const fleetFrame = ".sf-frame-stage__frame[aria-busy='false'] [data-frame]";
  const logRows = ".sf-frame-stage__frame .MuiDataGrid-row";
  const figures = {
    fleet: [] as Load[],
    fleetPlain: [] as number[],
    log: [] as number[],
    logPlain: [] as number[],
    logApi: [] as number[],
  };
  for (let i = 0; i < LOADS + 1; i += 1) {
    const warming = i === 0; // the first round warms the servers' caches and the data engine
    const fleet = await coldLoad(browser, `${server.base}${FLEET}`, fleetFrame, storage);
    const fleetPlain = await coldLoad(browser, `${site.base}/fleet.html`, "#title");
    const logPlain = await coldLoad(browser, `${site.base}/flight-log.html`, "#log.ready tr + tr");
    const logLoad = await coldLoad(browser, `${server.base}${FLIGHT_LOG}`, logRows, storage);
    const api = await fetchFlightLog(server.base, token);
    if (warming) continue;
    figures.fleet.push(fleet);
    figures.fleetPlain.push(fleetPlain.paintedMs);
    figures.logPlain.push(logPlain.paintedMs);
    figures.log.push(logLoad.paintedMs);
    figures.logApi.push(api.ms);
  }

  const fleetMs = median(figures.fleet.map((load) => load.paintedMs));
  const fleetPlainMs = median(figures.fleetPlain);
  const typical = figures.fleet[0]?.requests ?? [];
  const dataRequests = typical.filter((url) => new URL(url).pathname.startsWith("/data/"));
  console.log(`(a) ${FLEET}, cold (fresh context, signed in), to the first frame painted; medians of ${LOADS}`);
  console.log(
    `    Storyframe ${ms(fleetMs)}, plain page ${ms(fleetPlainMs)}, ratio ${(fleetMs / fleetPlainMs).toFixed(2)}`,
  );
  console.log(
    `    requests before the first paint (besides the page): ${typical.length}, of which data requests: ${dataRequests.length}${
      dataRequests.length > 0 ? ` (${dataRequests.map((url) => new URL(url).pathname).join(", ")})` : ""
    } — the first frame declares no data source`,
  );

  const logMs = median(figures.log);
  console.log(
    `(b) ${FLIGHT_LOG}: 200,000 rows (${(log.body.length / 1024 / 1024).toFixed(1)} MB of JSON), cold, to the first rows painted`,
  );
  console.log(
    `    Storyframe ${ms(logMs)} (goal ≤ ${FIRST_ROWS_GOAL_MS} ms: ${verdict(logMs <= FIRST_ROWS_GOAL_MS)}), the data API alone ${ms(median(figures.logApi))}, plain page with the same bytes ${ms(median(figures.logPlain))}, ratio to the plain page ${(logMs / median(figures.logPlain)).toFixed(2)}`,
  );
} finally {
  await browser.close();
  plain?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
