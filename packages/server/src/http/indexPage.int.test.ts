import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { pageBootstrapElement, pageBootstrapSchema } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const BOOT = "document.documentElement.dataset.booted='yes'";
const INDEX_HTML = `<!doctype html><html><head><title>Storyframe</title>${pageBootstrapElement("")}<script>${BOOT}</script></head><body><div id="root"></div></body></html>`;

function bootstrapIn(html: string): unknown {
  const json = /<script type="application\/json" id="storyframe-bootstrap">(.*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

describe.each(databaseKinds)("the web app's page on %s (decision 072)", (kind) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "storyframe-web-"));
    writeFileSync(join(webDir, "index.html"), INDEX_HTML);
    t = await buildTestApp(kind, { STORYFRAME_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { host: "localhost:3000", ...headers } });

  it("carries the host's client settings and branding, as the settings calls answer them, and the sign-in endpoint", async () => {
    const page = await get("/storylines/fleet-operations");
    const settings = await get("/api/settings/client");
    const theme = await get("/api/settings/tenant-theme?domainName=demo");

    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(pageBootstrapSchema.parse(bootstrapIn(page.body))).toEqual({
      settings: settings.json(),
      authorizationEndpoint: "http://localhost:3000/oidc/auth",
      tenantTheme: theme.json(),
    });
  });

  it("lets its boot script run by hash, with no other inline script allowed", async () => {
    const page = await get("/");
    const hash = createHash("sha256").update(BOOT).digest("base64");

    const scriptSources = /script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
  });

  it("is revalidated by its entity tag: 304 while unchanged, compressed for a browser", async () => {
    const page = await get("/", { "accept-encoding": "br" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(bootstrapIn(brotliDecompressSync(page.rawPayload).toString())).not.toBeNull();

    const again = await get("/", { "accept-encoding": "br", "if-none-match": String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("changes, and its tag with it, when the tenant's settings change", async () => {
    const before = await get("/");
    await t.services.tenantService.setMaintenance("demo", { enabled: true, title: "Upgrade", body: null });
    try {
      const during = await get("/", { "if-none-match": String(before.headers.etag) });

      expect(during.statusCode).toBe(200);
      expect(during.headers.etag).not.toBe(before.headers.etag);
      expect(pageBootstrapSchema.parse(bootstrapIn(during.body)).settings.maintenanceMode).toEqual({
        title: "Upgrade",
        body: null,
      });
    } finally {
      await t.services.tenantService.setMaintenance("demo", { enabled: false, title: null, body: null });
    }
  });

  it("leaves the placeholder empty for a host no tenant owns: the app then asks, and shows the error", async () => {
    const page = await get("/", { host: "nobody.test" });

    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
  });
});
