import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM, freePort, median, startServer } from "./support/benchServer";

/**
 * (b) The storyline viewer on the production build in headless Chromium:
 * cold load of a demo storyline to its first frame painted (fresh browser
 * context, so nothing is cached but the sign-in), and next-frame navigation
 * (arrow keys) to the new frame painted.
 */
const LOADS = Number(process.env.BENCH_ROUNDS ?? 10);
const MOVES = 20;
const STORYLINE = "/storylines/fleet-operations";

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  // The first start loads the demo data, so the first page can take a while.
  await page.getByLabel("E-mail address").fill("viewer@demo.storyframe.test", { timeout: 180_000 });
  await page.getByLabel("Password").fill("storyframe-viewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${base}/`, { timeout: 120_000 });
  await page.waitForSelector("main");
  console.log("    signed in");
  await page.close();
}

/**
 * In-page code (a string, so the TypeScript loader's helpers do not leak into
 * the page): resolves with performance.now() once a frame other than
 * `previous` shows its template with its data, after the browser painted it.
 */
const FRAME_PAINTED = `(previous) => new Promise((resolve) => {
  const check = () => {
    const frame = document.querySelector(".sf-frame-stage__frame[aria-busy='false']");
    const id = frame ? frame.getAttribute("data-frame-id") : null;
    if (frame && id !== previous && frame.querySelector("[data-frame]")) {
      // Two animation frames: the first runs before the paint, the second after it.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      return;
    }
    requestAnimationFrame(check);
  };
  check();
})`;

/** Milliseconds since navigation start when a frame other than `previousFrameId` was painted with its data. */
async function framePainted(page: Page, previousFrameId: string | null): Promise<number> {
  const painted = page.evaluate(`(${FRAME_PAINTED})(${JSON.stringify(previousFrameId)})`) as Promise<number>;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no frame painted within 60 s at ${page.url()}`)), 60_000),
  );
  try {
    return await Promise.race([painted, timeout]);
  } catch (error) {
    await page.screenshot({ path: join(tmpdir(), "storyframe-viewer-bench-failure.png") });
    throw error;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-viewer-"));
const server = await startServer(dataDir, await freePort());
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  const signedIn = await browser.newContext();
  await signIn(signedIn, server.base);
  const storage = await signedIn.storageState();
  await signedIn.close();

  const loads: number[] = [];
  for (let i = 0; i < LOADS + 1; i += 1) {
    const context = await browser.newContext({ storageState: storage });
    const page = await context.newPage();
    await page.goto(`${server.base}${STORYLINE}`, { waitUntil: "commit" });
    const painted = await framePainted(page, null);
    if (i > 0) loads.push(painted); // the first load warms the server's caches
    await context.close();
  }

  const context = await browser.newContext({ storageState: storage });
  const page = await context.newPage();
  await page.goto(`${server.base}${STORYLINE}`);
  await framePainted(page, null);
  const moves: number[] = [];
  let forward = true;
  for (let i = 0; i < MOVES; i += 1) {
    const before = await page.locator(".sf-frame-stage__frame").getAttribute("data-frame-id");
    // Down to the last frame, then back up: every move changes the frame.
    const [at, of] = ((await page.getByTestId("frame-position").textContent()) ?? "1 / 1").split("/").map(Number);
    if (at === of) forward = false;
    if (at === 1) forward = true;
    const started = (await page.evaluate("performance.now()")) as number;
    await page.keyboard.press(forward ? "ArrowDown" : "ArrowUp");
    const painted = await framePainted(page, before);
    moves.push(painted - started);
  }
  await context.close();

  const load = median(loads);
  const move = median(moves);
  console.log(`(b) ${STORYLINE} in headless Chromium, production build`);
  console.log(
    `    cold load to first frame painted: median ${load.toFixed(0)} ms over ${LOADS} loads (goal ≤ 1000 ms): ${load <= 1000 ? "met" : "NOT met"}`,
  );
  console.log(
    `    next frame (arrow key) to painted: median ${move.toFixed(1)} ms over ${MOVES} moves (goal ≤ 50 ms): ${move <= 50 ? "met" : "NOT met"}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
