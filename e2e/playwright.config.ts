import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Cleaned by Playwright at the start of every run. */
const outputDir = join(root, "test-results");

// Chosen once in the main process; workers inherit them through the environment.
process.env.STORYFRAME_E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.STORYFRAME_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "storyframe-e2e-"));
// The demo accounts' saved sign-ins (support/sessions.ts), good for this run's server only.
process.env.STORYFRAME_E2E_SESSIONS_DIR ??= join(outputDir, "sessions", process.env.STORYFRAME_E2E_PORT);
// The editor link's port (editor-link.spec.ts starts `storyframe dev` on it); the server's client settings name it.
process.env.STORYFRAME_E2E_EDITOR_LINK_PORT ??= String(40000 + Math.floor(Math.random() * 20000));
const port = process.env.STORYFRAME_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Headless Debian Chromium. *.test host names resolve to this machine so other tenants can be reached,
 * and count as secure contexts (as HTTPS would in production) so sign-in's PKCE can use Web Crypto.
 */
const otherTenantOrigins = ["maint.test", "quiet.test", "nobody.test", "open.test", "xss.test"].map(
  (host) => `http://${host}:${port}`,
);
const chromiumArgs = [
  `--unsafely-treat-insecure-origin-as-secure=${otherTenantOrigins.join(",")}`,
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP *.test 127.0.0.1",
  // A screen larger than headless Chromium's 800x600, so a popup opens at the size the app asks for.
  "--screen-info={1920x1080}",
];

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous, so a test on a machine shared with another CPU-heavy job is not cut short; waits are on conditions.
  timeout: 60_000,
  // A page's first answer can take over 10 s while another CPU-heavy job shares the machine.
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.STORYFRAME_E2E_JSON ?? join(root, ".test-output/e2e.json") }],
  ],
  outputDir,
  use: {
    baseURL,
    headless: true,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    // Signs each demo account in through the form once and saves the session the other tests open the app with.
    { name: "sessions", testMatch: /sessions\.setup\.ts$/ },
    { name: "chromium", dependencies: ["sessions"] },
  ],
  webServer: {
    command: `node --enable-source-maps ${join(root, "packages/server/dist/main.js")}`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A first start loads the demo data (millions of GPS readings); on a busy 2-core machine that can take minutes.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      STORYFRAME_PUBLIC_URL: baseURL,
      STORYFRAME_DATA_DIR: process.env.STORYFRAME_E2E_DATA_DIR,
      STORYFRAME_SETTINGS_CACHE_TTL_MS: "250",
      STORYFRAME_LOG_LEVEL: "warn",
      STORYFRAME_EDITOR_LINK_URL: `ws://127.0.0.1:${process.env.STORYFRAME_E2E_EDITOR_LINK_PORT}`,
    },
  },
});
