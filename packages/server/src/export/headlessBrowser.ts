import { randomUUID } from "node:crypto";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { lowerPriorityOfProcessTree } from "./processPriority";

/**
 * How much lower than the server the export's Chromium runs: drawing frames takes a core, and the viewers'
 * requests must not wait behind it.
 */
const CHROMIUM_NICENESS = 10;

/**
 * The flags the export's Chromium runs with: headless, no GPU, and nothing that talks to the outside on its
 * own (no QUIC, first-run, background networking, component updates or sync). `--no-sandbox` because servers
 * often run as root or in containers without user namespaces; the pages it opens are this server's own viewer.
 */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/**
 * How long Chromium stays up after the last export ended, so the next one (the next page of a user's report, the
 * next scheduled delivery) does not start it again: starting it is the export's most CPU-hungry moment, which the
 * viewers' requests feel. Idle, it takes memory but no CPU.
 */
const BROWSER_IDLE_CLOSE_MS = 60_000;

type ViewerContextOptions = {
  viewport: { width: number; height: number };
  /** Local storage of the viewer's origin before its first page loads (the export's credential). */
  localStorage: { origin: string; items: { name: string; value: string }[] };
};

/**
 * One Chromium shared by the exports running on this instance, started with the first and closed once none has
 * run for `idleCloseMs`; each export gets a context of its own (its own storage, credential and viewport). Every
 * host name resolves to this server, so an export's page reaches this server and nothing else.
 */
export class HeadlessBrowser {
  private browser: Promise<Browser> | undefined;
  private users = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly executablePath: string,
    /** The address this server listens on (loopback when it listens everywhere). */
    private readonly serverAddress: () => string,
    private readonly idleCloseMs = BROWSER_IDLE_CLOSE_MS,
  ) {}

  /** A fresh context; `release` closes it, and the browser once no export uses it. */
  async openContext(options: ViewerContextOptions): Promise<{ context: BrowserContext; release: () => Promise<void> }> {
    this.users += 1;
    clearTimeout(this.idleTimer);
    let context: BrowserContext;
    try {
      const browser = await this.started();
      context = await browser.newContext({
        viewport: options.viewport,
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        acceptDownloads: false,
        serviceWorkers: "block",
        storageState: {
          cookies: [],
          origins: [{ origin: options.localStorage.origin, localStorage: options.localStorage.items }],
        },
      });
    } catch (error) {
      await this.leave();
      throw error;
    }
    let released = false;
    return {
      context,
      release: async () => {
        if (released) return;
        released = true;
        await context.close().catch(() => {});
        await this.leave();
      },
    };
  }

  /** Closes the browser whatever still uses it (the server is stopping). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = undefined;
    this.users = 0;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => {});
  }

  private started(): Promise<Browser> {
    if (!this.browser) {
      // A switch Chromium ignores, by which its processes are found to lower their priority.
      const marker = `--storyframe-export-browser=${randomUUID()}`;
      const launching = chromium.launch({
        executablePath: this.executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP * ${this.serverAddress()}`, marker],
      });
      this.browser = launching;
      launching.then(
        (browser) => {
          // Renderers started later are forked by processes lowered here, and inherit their priority.
          lowerPriorityOfProcessTree(marker, CHROMIUM_NICENESS);
          browser.on("disconnected", () => {
            if (this.browser === launching) this.browser = undefined;
          });
        },
        () => {
          if (this.browser === launching) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }

  private async leave(): Promise<void> {
    this.users -= 1;
    if (this.users > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.users > 0) return;
      const browser = this.browser;
      this.browser = undefined;
      if (browser) void browser.then((started) => started.close()).catch(() => {});
    }, this.idleCloseMs);
    // An idle browser alone does not keep the process alive.
    this.idleTimer.unref();
  }
}
