import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";

/*
 * In-page code is kept in strings, so the TypeScript loader's helpers do not leak into the pages. The same
 * probe runs in Storyframe and in the static page, so "painted" means the same thing in both.
 */

/**
 * Init script: remembers, for every canvas, when something was last drawn on it. ECharts draws with these
 * calls, so "the chart is painted" becomes "its canvas was drawn on", whoever drew it.
 */
export const CANVAS_DRAW_PROBE = `(() => {
  const lastDraw = new WeakMap();
  window.__benchLastDraw = lastDraw;
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ["fill", "stroke", "fillRect", "fillText", "strokeText", "drawImage"]) {
    const original = proto[name];
    proto[name] = function (...args) {
      lastDraw.set(this.canvas, performance.now());
      return original.apply(this, args);
    };
  }
})()`;

/**
 * Resolves with performance.now() after the browser painted `root` in the wanted state: `root` is the first
 * element matching `rootSelector` for which `ready(root)` holds, every chart in it (`chartSelector`) has a
 * canvas drawn on after `since`, and then the paint that shows it happened. Seen in an animation frame, the
 * state is painted right after that frame's callbacks, so the next animation frame comes after the paint; seen
 * outside one (the first look), the next animation frame comes before the paint and the one after it after.
 */
const WAIT_FOR_PAINT = `({ rootSelector, chartSelector, ready, since }) => new Promise((resolve) => {
  const drawnSince = (chart) => [...chart.querySelectorAll("canvas")].some(
    (canvas) => (window.__benchLastDraw.get(canvas) ?? -1) > since,
  );
  const afterPaint = () => resolve(performance.now());
  const check = (inAnimationFrame) => {
    const root = [...document.querySelectorAll(rootSelector)].find((element) => ready(element));
    if (root && [...root.querySelectorAll(chartSelector)].every(drawnSince)) {
      requestAnimationFrame(inAnimationFrame ? afterPaint : () => requestAnimationFrame(afterPaint));
      return;
    }
    requestAnimationFrame(() => check(true));
  };
  check(false);
})`;

/** Resolves once no canvas under `rootSelector` was drawn on for `quietMs` (chart animations have ended). */
const WAIT_FOR_STILL_CANVAS = `({ rootSelector, quietMs }) => new Promise((resolve) => {
  const check = () => {
    const canvases = [...document.querySelectorAll(rootSelector + " canvas")];
    const last = Math.max(-1, ...canvases.map((canvas) => window.__benchLastDraw.get(canvas) ?? -1));
    if (performance.now() - last >= quietMs) resolve(undefined);
    else setTimeout(check, 50);
  };
  check();
})`;

export type PaintTarget = {
  /** The element that holds the view, e.g. the frame. */
  rootSelector: string;
  /** The chart containers inside it that must have been drawn. */
  chartSelector: string;
  /** In-page predicate source, `(root) => boolean`: the view shows what is awaited. */
  ready: string;
};

/**
 * Milliseconds since navigation start when `target` was painted, with its charts drawn after `since`. With a
 * `trigger` (a key press, say), the page watches from before the trigger: every animation frame looks, so the
 * paint is seen as it happens, not only once the trigger's round trip has come back.
 */
export async function paintedAt(
  page: Page,
  target: PaintTarget,
  since = -1,
  trigger?: () => Promise<void>,
  timeoutMs = 60_000,
): Promise<number> {
  // The predicate is spliced in as code: the pages' CSP forbids building functions from strings.
  const { ready, ...rest } = target;
  const argument = `{ ...${JSON.stringify({ ...rest, since })}, ready: (${ready}) }`;
  let painted: Promise<number>;
  if (trigger) {
    await page.evaluate(`window.__benchPainted = (${WAIT_FOR_PAINT})(${argument}); undefined`);
    await trigger();
    painted = page.evaluate("window.__benchPainted") as Promise<number>;
  } else {
    painted = page.evaluate(`(${WAIT_FOR_PAINT})(${argument})`) as Promise<number>;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not painted within ${timeoutMs / 1000} s at ${page.url()}`)), timeoutMs);
  });
  try {
    return await Promise.race([painted, timeout]);
  } catch (error) {
    await page.screenshot({ path: join(tmpdir(), "storyframe-bench-paint-failure.png") }).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until the charts under `rootSelector` stopped drawing (their entry animation is over). */
export async function canvasStill(page: Page, rootSelector: string, quietMs = 500): Promise<void> {
  await page.evaluate(`(${WAIT_FOR_STILL_CANVAS})(${JSON.stringify({ rootSelector, quietMs })})`);
}

export const pageNow = async (page: Page) => (await page.evaluate("performance.now()")) as number;
