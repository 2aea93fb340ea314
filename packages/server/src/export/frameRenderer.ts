import type { Page } from "playwright-core";
import type { PlannedFrame } from "./exportPlan";

/** What one rendered frame gives: a picture of the viewer showing it. */
export type RenderedFrame = { frame: PlannedFrame; image: Uint8Array };

/** Raised when a frame does not render; the job's message names the frame. */
export class FrameRenderError extends Error {
  override readonly name = "FrameRenderError";
  constructor(
    readonly frame: PlannedFrame,
    readonly reason: string,
  ) {
    super(`${frame.title}: ${reason}`);
  }
}

/** How long one frame may take to render before the export fails naming it. */
const FRAME_TIMEOUT_MS = 120_000;
/** How long the page may stay busy after a frame's data has arrived before it is pictured anyway. */
const SETTLE_LIMIT_MS = 3_000;
/** A frame is settled once its content has not changed for this long (charts drawing, fonts arriving). */
const QUIET_MS = 250;

type FrameState = { state: "pending" } | { state: "rendered" } | { state: "failed"; reason: string };

/**
 * Shows each frame in the viewer the page has open and pictures it. The first frame is opened by address;
 * the next ones by moving the viewer's address as Back and Forward do (decision 073), so the app, the
 * storyline and the data already loaded stay. A frame counts as rendered as the end-to-end suite counts it:
 * its stage is no longer busy and holds the frame's template.
 */
export class FrameRenderer {
  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {}

  async open(path: string, frame: PlannedFrame, deadline: number): Promise<void> {
    try {
      await this.page.goto(`${this.origin}${path}`, { waitUntil: "domcontentloaded", timeout: remaining(deadline) });
    } catch (error) {
      throw new FrameRenderError(frame, `the viewer did not open (${reasonOf(error)}).`);
    }
    await this.waitUntilRendered(frame, deadline);
  }

  async show(path: string, frame: PlannedFrame, deadline: number): Promise<void> {
    await this.page.evaluate(showAddress, path);
    await this.waitUntilRendered(frame, deadline);
  }

  /** The viewer as the reader sees it: the viewport, at its size. */
  pictureViewport(): Promise<Uint8Array> {
    return this.page.screenshot({ type: "png", animations: "disabled", caret: "hide", timeout: 60_000 });
  }

  /** The frame's whole card, however tall, for a PDF page. */
  async pictureFrame(): Promise<Uint8Array> {
    return this.page
      .locator(".sf-frame-stage")
      .screenshot({ type: "jpeg", quality: 85, animations: "disabled", caret: "hide", timeout: 60_000 });
  }

  private async waitUntilRendered(frame: PlannedFrame, jobDeadline: number): Promise<void> {
    const deadline = Math.min(jobDeadline, Date.now() + FRAME_TIMEOUT_MS);
    let outcome: FrameState;
    try {
      const handle = await this.page.waitForFunction(frameStateOf, frame.id, {
        timeout: remaining(deadline),
        polling: 100,
      });
      outcome = (await handle.jsonValue()) as FrameState;
    } catch (error) {
      if (Date.now() >= deadline) throw new FrameRenderError(frame, "it did not finish loading in time.");
      throw new FrameRenderError(frame, reasonOf(error));
    }
    if (outcome.state === "failed") throw new FrameRenderError(frame, outcome.reason);
    const limits = { quietMs: QUIET_MS, limitMs: Math.min(SETTLE_LIMIT_MS, remaining(deadline)) };
    // The page settles itself within its limit; the race only guards against a page that stopped answering.
    await Promise.race([this.page.evaluate(settle, limits), delay(limits.limitMs + 5_000)]);
  }
}

/*
 * The functions below run in the page (Playwright sends their source, which the page's Content-Security-Policy
 * allows, unlike strings it would evaluate). The server has no DOM types: these name what the functions use.
 */
type PageElement = {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
};
declare const document: {
  body: PageElement;
  fonts: { ready: Promise<unknown> };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
};
declare const window: {
  location: { pathname: string };
  history: { state: unknown; pushState(state: unknown, unused: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
};
declare const PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
declare const MutationObserver: new (
  callback: () => void,
) => { observe(target: PageElement, options: object): void; disconnect(): void };
declare function requestAnimationFrame(callback: () => void): number;

/**
 * In the page: whether the viewer shows the frame with its data (a truthy answer ends the wait), or why it
 * cannot: the viewer was left (its sign-in refused), the storyline failed, the values were refused, or the
 * frame's data did not load.
 */
function frameStateOf(frameId: string): FrameState | false {
  if (!window.location.pathname.startsWith("/storylines/")) {
    return { state: "failed", reason: "the viewer was left for another page (was the export's sign-in refused?)." };
  }
  const pageError = document.querySelector(".sf-page-error");
  if (pageError) {
    const heading = pageError.querySelector("h1, h2, h3")?.textContent?.trim();
    return { state: "failed", reason: heading || "the storyline could not be shown." };
  }
  const problem = document.querySelector(".sf-viewer > .MuiAlert-root");
  if (problem) return { state: "failed", reason: problem.textContent?.trim() || "the viewer reported a problem." };
  const stage = [...document.querySelectorAll(".sf-frame-stage__frame")].find(
    (element) => element.getAttribute("data-frame-id") === frameId,
  );
  if (stage === undefined) return false;
  if (stage.getAttribute("aria-busy") !== "false") return false;
  const warning = stage.querySelector(":scope > .MuiAlert-root");
  if (warning) return { state: "failed", reason: warning.textContent?.trim() || "its data could not be loaded." };
  return stage.querySelector("[data-frame]") ? { state: "rendered" } : false;
}

/**
 * In the page: resolves once the frame's content has been still for `quietMs`, or after `limitMs` at most, then
 * after the fonts and two paints (neither may hold it up for long). Only unnamed callbacks: a build that keeps
 * function names would wrap named ones in a helper the page does not have.
 */
function settle({ quietMs, limitMs }: { quietMs: number; limitMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const target = document.querySelector(".sf-frame-stage") ?? document.body;
    const started = Date.now();
    let lastChange = started;
    const observer = new MutationObserver(() => {
      lastChange = Date.now();
    });
    observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
    const poll = setInterval(() => {
      const now = Date.now();
      if (now - lastChange < quietMs && now - started < limitMs) return;
      clearInterval(poll);
      observer.disconnect();
      void Promise.race([document.fonts.ready, new Promise((next) => setTimeout(next, 1000))]).then(() => {
        setTimeout(resolve, 200);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      });
    }, 50);
  });
}

/** In the page: moves the viewer's address as Back and Forward do, with a history entry of the router's shape. */
function showAddress(address: string): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  window.history.pushState({ usr: null, key: `export-${index + 1}`, idx: index + 1 }, "", address);
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function remaining(deadline: number): number {
  return Math.max(1, deadline - Date.now());
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0] ?? text;
}
