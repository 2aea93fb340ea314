import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { policyViolations, watchErrors, watchPolicyViolations } from "../support/page";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** canvas-components §5, "Value-driver tree" (two spaces after the first full stop). */
const MISSING_ROOT = '"root" property is empty/missing.  Please check the data source and template bindings.';

/** What the page puts on `window` (docs/api.md, "Headless value-driver tree page"). */
type HeadlessVdtWindow = Window & { renderVdt: (props: unknown) => Promise<void> };

const TREE = {
  root: {
    id: "tonnes",
    title: "Tonnes moved",
    nodes: [
      { id: "trucks", title: "Trucks available" },
      { id: "payload", title: "Payload per cycle" },
    ],
  },
};
const NODE_TITLES = ["Tonnes moved", "Trucks available", "Payload per cycle"];

/** Address prefixes of the server's calls; the page needs none of them. */
const SERVER_CALLS = ["/api/", "/data/", "/oidc/", "/proxy/"];

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The built files an HTML entry of the build can load: its chunk, their static and dynamic imports and CSS. */
function filesReachableFrom(manifest: Manifest, entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit(entry);
  return files;
}

test("the headless value-driver tree page draws a tree given to window.renderVdt without a session, from its own chunks", async ({
  browser,
  baseURL,
}, testInfo) => {
  const manifest: Manifest = JSON.parse(readFileSync(join(root, "packages/web/dist/.vite/manifest.json"), "utf8"));
  const pageFiles = filesReachableFrom(manifest, "headless-vdt.html");
  const appEntry = manifest["index.html"]?.file;
  const appOnlyFiles = [...filesReachableFrom(manifest, "index.html")].filter((file) => !pageFiles.has(file));
  expect(appEntry).toBeDefined();
  expect(pageFiles.has(appEntry ?? "")).toBe(false);

  // A fresh context: no saved sign-in, no tokens in local storage, no cookies.
  const context = await browser.newContext();
  try {
    expect(await context.storageState()).toEqual({ cookies: [], origins: [] });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await watchPolicyViolations(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));

    const answer = await page.goto(`${baseURL}/public/headless-vdt`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");

    await page.evaluate((props) => (window as unknown as HeadlessVdtWindow).renderVdt(props), TREE);
    for (const title of NODE_TITLES) await expect(page.getByText(title, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    expect(await policyViolations(page)).toEqual([]);

    const screenshot = testInfo.outputPath("headless-vdt.png");
    await page.locator("#vdt").screenshot({ path: screenshot });
    await testInfo.attach("value-driver tree drawn by window.renderVdt", {
      path: screenshot,
      contentType: "image/png",
    });

    const refusal = await page.evaluate(() =>
      (window as unknown as HeadlessVdtWindow).renderVdt({}).then(
        () => "resolved",
        (error: unknown) => (error instanceof Error ? error.message : `not an Error: ${String(error)}`),
      ),
    );
    expect(refusal).toBe(MISSING_ROOT);

    expect(requested.filter((path) => SERVER_CALLS.some((prefix) => path.startsWith(prefix)))).toEqual([]);
    const assets = requested.filter((path) => path.startsWith("/assets/")).map((path) => path.slice(1));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((file) => !pageFiles.has(file))).toEqual([]);
    expect(assets.filter((file) => appOnlyFiles.includes(file))).toEqual([]);
  } finally {
    await context.close();
  }
});
