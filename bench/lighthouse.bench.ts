import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM, freePort, startServer } from "./support/benchServer";
import { signInBrowser } from "./support/browserSignIn";

/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the production build: the
 * performance and accessibility scores of the signed-out first page and of a signed-in storyline page. One
 * Chromium with a remote-debugging port serves both: Lighthouse drives it over that port, and the sign-in
 * happens in the same browser (Playwright over CDP), so the storyline page is measured signed in. Its cache is
 * emptied before each run; its storage (the tokens) is kept for the signed-in run.
 */
const STORYLINE = process.env.BENCH_LIGHTHOUSE_STORYLINE ?? "world-development";
const GOAL = 90;

type Measured = { performance: number; accessibility: number; lcp: number; tbt: number; fcp: number };

async function startChromium(port: number, profile: string): Promise<ChildProcess> {
  const browser = spawn(
    CHROMIUM.executablePath,
    ["--headless", ...CHROMIUM.args, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return browser;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser.kill();
  throw new Error("Chromium did not open its debugging port within 60 s");
}

async function audit(url: string, port: number, keepStorage: boolean): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: keepStorage,
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  for (const warning of result.lhr.runWarnings) console.log(`    Lighthouse warns (${url}): ${warning}`);
  const lcpError = audits["largest-contentful-paint"]?.errorMessage;
  if (lcpError) console.log(`    Lighthouse found no LCP (${url}): ${lcpError}`);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    fcp: value("first-contentful-paint"),
  };
}

function report(label: string, measured: Measured): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `    ${label}: performance ${measured.performance} (goal ≥ ${GOAL}: ${measured.performance >= GOAL ? "met" : "NOT met"}), accessibility ${measured.accessibility}; FCP ${seconds(measured.fcp)}, LCP ${seconds(measured.lcp)}, TBT ${measured.tbt.toFixed(0)} ms`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-lighthouse-"));
const profile = mkdtempSync(join(tmpdir(), "storyframe-bench-chromium-"));
const server = await startServer(dataDir, await freePort());
const port = await freePort();
const browserProcess = await startChromium(port, profile);
try {
  // Lighthouse clears the origin's storage and cache first: a visitor who never signed in.
  const signedOut = await audit(`${server.base}/`, port, false);

  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (context === undefined) throw new Error("Chromium has no default context");
  await signInBrowser(context, server.base);
  // Cold cache, but the tokens stay: the signed-in visitor's first visit of the storyline page.
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await page.close();
  await browser.close(); // disconnects; the browser and its signed-in profile stay
  const signedIn = await audit(`${server.base}/storylines/${STORYLINE}`, port, true);

  console.log("Lighthouse 12 (mobile preset), production build on loopback, Debian Chromium headless");
  report("signed-out first page", signedOut);
  report(`signed-in /storylines/${STORYLINE}`, signedIn);
} finally {
  browserProcess.kill("SIGTERM");
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
