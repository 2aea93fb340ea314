import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInWithPassword } from "@storyframe/server/testing";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { STATIC_FIRST_YEAR, startStaticFrame } from "./staticFrame/staticFrameServer";
import { addStorylineStartingAt } from "./support/benchContent";
import { CHROMIUM, freePort, median, startServer } from "./support/benchServer";
import { DEMO_VIEWER, signInBrowser } from "./support/browserSignIn";
import { CANVAS_DRAW_PROBE, canvasStill, type PaintTarget, pageNow, paintedAt } from "./support/paintProbe";
import { countTransfers } from "./support/transferredBytes";

/**
 * The storyline viewer on the production build in headless Chromium, beside a static page of the same frame
 * with the same chart library, in the same run (the ratio is the figure): the world-development gapminder
 * scatter (ECharts) with the same rows. Measured for both: cold load to the chart painted (fresh browser
 * context, nothing cached but the sign-in), bytes on the wire, and a year change to the chart updated; for
 * the viewer also the next frame (arrow key) to painted. The two are measured alternately, so load on the
 * machine falls on both alike.
 */
const LOADS = Number(process.env.BENCH_ROUNDS ?? 10);
const MOVES = 20;
/** A copy of world-development that opens on the gapminder frame (the viewer always starts at the first frame). */
const STORYLINE = "world-development-gapminder-first";
const YEARS = [1955, 1960, 1965, 1970, 1975, 1980, 1985, 1990, 1995, 2000, 2005];
/** The year changes measured: every year but the first one shown, each queried for the first time. */
const CHANGES = YEARS.filter((year) => year !== STATIC_FIRST_YEAR);

type Subject = {
  name: string;
  url: string;
  storage?: BrowserContextOptions["storageState"];
  /** The chart painted with the rows of `year`. */
  painted(year: number): PaintTarget;
  /** The element whose canvases settle after an update. */
  root: string;
};

const onYear = (titleSelector: string, year: number) =>
  `(root) => (root.querySelector(${JSON.stringify(titleSelector)})?.textContent ?? "").endsWith(${JSON.stringify(String(year))})`;

const viewerSubject = (base: string, storage: Subject["storage"]): Subject => ({
  name: "Storyframe",
  url: `${base}/storylines/${STORYLINE}`,
  storage,
  root: ".sf-frame-stage__frame",
  painted: (year) => ({
    rootSelector: ".sf-frame-stage__frame[aria-busy='false']",
    chartSelector: ".sf-chart-canvas",
    ready: `(root) => root.querySelector("[data-frame] .sf-chart-canvas") !== null && (${onYear(".sf-chart-title", year)})(root)`,
  }),
});

const staticSubject = (url: string): Subject => ({
  name: "static page",
  url,
  root: "main",
  painted: (year) => ({ rootSelector: "main", chartSelector: "#chart", ready: onYear("#title", year) }),
});

type ColdLoad = { paintedMs: number; bytesAtPaint: number; bytesSettled: number };

async function coldLoad(browser: Browser, subject: Subject): Promise<ColdLoad> {
  const context = await browser.newContext(subject.storage ? { storageState: subject.storage } : {});
  await context.addInitScript(CANVAS_DRAW_PROBE);
  const page = await context.newPage();
  const transfers = await countTransfers(page);
  await page.goto(subject.url, { waitUntil: "commit" });
  const paintedMs = await paintedAt(page, subject.painted(STATIC_FIRST_YEAR));
  const bytesAtPaint = transfers.bytes();
  const bytesSettled = await transfers.settled();
  await context.close();
  return { paintedMs, bytesAtPaint, bytesSettled };
}

async function openPainted(browser: Browser, subject: Subject): Promise<Page> {
  const context = await browser.newContext(subject.storage ? { storageState: subject.storage } : {});
  await context.addInitScript(CANVAS_DRAW_PROBE);
  const page = await context.newPage();
  await page.goto(subject.url);
  await paintedAt(page, subject.painted(STATIC_FIRST_YEAR));
  await canvasStill(page, subject.root);
  return page;
}

/** Milliseconds from Enter in the year field to the chart drawn with that year's rows and painted. */
async function changeYear(page: Page, subject: Subject, year: number): Promise<number> {
  const field = page.getByLabel("Year", { exact: true });
  await field.fill(String(year));
  const started = await pageNow(page);
  const painted = await paintedAt(page, subject.painted(year), started, () => field.press("Enter"));
  await canvasStill(page, subject.root);
  return painted - started;
}

/**
 * In-page predicate of the viewer's next frame: a frame other than `previous`, with its data, whose charts
 * (if any) were drawn.
 */
const nextFrame = (previous: string | null): PaintTarget => ({
  rootSelector: ".sf-frame-stage__frame[aria-busy='false']",
  chartSelector: ".sf-chart-canvas",
  ready: `(root) => root.getAttribute("data-frame-id") !== ${JSON.stringify(previous)} && root.querySelector("[data-frame]") !== null`,
});

async function frameMoves(page: Page): Promise<number[]> {
  const moves: number[] = [];
  let forward = true;
  for (let i = 0; i < MOVES; i += 1) {
    const before = await page.locator(".sf-frame-stage__frame").getAttribute("data-frame-id");
    // Down to the last frame, then back up: every move changes the frame.
    const [at, of] = ((await page.getByTestId("frame-position").textContent()) ?? "1 / 1").split("/").map(Number);
    if (at === of) forward = false;
    if (at === 1) forward = true;
    const started = await pageNow(page);
    const key = forward ? "ArrowDown" : "ArrowUp";
    moves.push((await paintedAt(page, nextFrame(before), started, () => page.keyboard.press(key))) - started);
  }
  return moves;
}

/** The rows the viewer's data source answers for each year, as the static page's JSON files. */
async function rowsByYear(base: string): Promise<Map<number, Buffer>> {
  const signedIn = await signInWithPassword(base, { clientId: "storyframe-demo", ...DEMO_VIEWER });
  if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.status}`);
  const headers = { authorization: `Bearer ${signedIn.tokens.access_token}`, branch: "main" };
  const rows = new Map<number, Buffer>();
  for (const year of YEARS) {
    const response = await fetch(`${base}/data/world/countries?year=${year}`, { headers });
    if (!response.ok) throw new Error(`world/countries?year=${year} answered ${response.status}`);
    rows.set(year, Buffer.from(await response.arrayBuffer()));
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

function compare(label: string, ours: number, theirs: number, goal: number, unit: (value: number) => string) {
  const ratio = ours / theirs;
  console.log(
    `    ${label}: Storyframe ${unit(ours)}, static page ${unit(theirs)}, ratio ${ratio.toFixed(2)} (goal ≤ ${goal}): ${verdict(ratio <= goal)}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-viewer-"));
await addStorylineStartingAt(dataDir, {
  storyline: "world-development",
  firstChapter: "health-and-family-size",
  name: STORYLINE,
});
const server = await startServer(dataDir, await freePort());
const staticFrame = await startStaticFrame(await rowsByYear(server.base));
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  const signedIn = await browser.newContext();
  await signInBrowser(signedIn, server.base);
  const viewer = viewerSubject(server.base, await signedIn.storageState());
  await signedIn.close();
  const bare = staticSubject(staticFrame.url);

  const loads = new Map<Subject, ColdLoad[]>([
    [viewer, []],
    [bare, []],
  ]);
  for (let i = 0; i < LOADS + 1; i += 1) {
    // Alternate which goes first, so neither always follows the other's work.
    for (const subject of i % 2 === 0 ? [viewer, bare] : [bare, viewer]) {
      const load = await coldLoad(browser, subject);
      if (i > 0) loads.get(subject)?.push(load); // the first round warms the servers' caches
    }
  }
  const loadMedian = (subject: Subject, pick: (load: ColdLoad) => number) =>
    median((loads.get(subject) ?? []).map(pick));

  const pages = new Map<Subject, Page>([
    [viewer, await openPainted(browser, viewer)],
    [bare, await openPainted(browser, bare)],
  ]);
  const changes = new Map<Subject, number[]>([
    [viewer, []],
    [bare, []],
  ]);
  for (const [index, year] of CHANGES.entries()) {
    for (const subject of index % 2 === 0 ? [viewer, bare] : [bare, viewer]) {
      const page = pages.get(subject);
      if (page) changes.get(subject)?.push(await changeYear(page, subject, year));
    }
  }
  for (const page of pages.values()) await page.context().close();

  const navigation = await openPainted(browser, viewer);
  const moves = await frameMoves(navigation);
  await navigation.context().close();

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `(b) /storylines/${STORYLINE}, first frame "Family size and life expectancy" (ECharts scatter), headless Chromium, production build`,
  );
  console.log(
    `    beside: a static page of that frame on node:http (loopback), ECharts tree-shaken (${kb(staticFrame.scriptBytes)} minified), the same rows, brotli`,
  );
  compare(
    `cold load to chart painted, median of ${LOADS} loads each`,
    loadMedian(viewer, (load) => load.paintedMs),
    loadMedian(bare, (load) => load.paintedMs),
    1.5,
    ms,
  );
  compare(
    "transferred until painted (encoded, with headers)",
    loadMedian(viewer, (load) => load.bytesAtPaint),
    loadMedian(bare, (load) => load.bytesAtPaint),
    2,
    kb,
  );
  compare(
    "transferred once the network is quiet",
    loadMedian(viewer, (load) => load.bytesSettled),
    loadMedian(bare, (load) => load.bytesSettled),
    2,
    kb,
  );
  compare(
    `year change (Enter) to chart updated, median of ${CHANGES.length} changes each`,
    median(changes.get(viewer) ?? []),
    median(changes.get(bare) ?? []),
    2,
    ms,
  );
  const move = median(moves);
  console.log(
    `    next frame (arrow key) to painted: median ${move.toFixed(1)} ms over ${MOVES} moves (goal ≤ 50 ms): ${verdict(move <= 50)}`,
  );
} finally {
  await browser.close();
  await staticFrame.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
