import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PageBootstrap, pageBootstrapElement, pageBootstrapSchema } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IndexPage, inlineScriptHashes } from "./indexPage";

const BOOT = "document.title='booting'";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (boot = BOOT) =>
  `<!doctype html><head>${pageBootstrapElement("")}<script>${boot}</script></head><body><div id="root"></div></body>`;

const bootstrap: PageBootstrap = {
  settings: {
    domainName: "demo",
    coreApiUrl: "http://demo.test",
    metastoreUrl: "http://demo.test",
    dynamicDataApiUrl: "http://demo.test",
    maxDatasourceRetryCount: 3,
    maintenanceMode: null,
    auth: {
      clientId: "storyframe-demo",
      domain: "demo",
      instance: "http://demo.test/oidc",
      tenantId: "demo",
      redirectUri: "http://demo.test/login-callback",
    },
    apiVersion: "v1",
    environment: "test",
    explicitDomain: false,
    appInsightsInstrumentationKey: null,
    tenantName: "</script> Demo",
    allowAnonymousAuthentication: false,
    owner: null,
    features: { requestSupport: false, cloudSpeech: false, export: false },
    defaultPageUrl: null,
    activeBranch: "main",
    logoUrl: null,
  },
  authorizationEndpoint: "http://demo.test/oidc/auth",
};

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, not JSON data or scripts loaded by address", () => {
    const html = `${pageBootstrapElement('{"a":1}')}<script>${BOOT}</script><script type="module">go()</script>
      <script type="module" crossorigin src="/assets/app.js"></script><script type="application/json">{}</script>`;

    expect(inlineScriptHashes(html)).toEqual([sha256(BOOT), sha256("go()")]);
  });
});

describe("IndexPage", () => {
  let webDir: string;

  beforeEach(() => {
    webDir = mkdtempSync(join(tmpdir(), "storyframe-index-"));
  });
  afterEach(() => {
    rmSync(webDir, { recursive: true, force: true });
  });

  it("is not built while there is no index.html", () => {
    const index = new IndexPage(webDir);

    expect(index.render(bootstrap)).toBeNull();
    expect(index.scriptHashes()).toEqual([]);
    expect(index.wantsBootstrap()).toBe(false);
  });

  it("writes the bootstrap into its placeholder, as JSON no setting can break out of", () => {
    writeFileSync(join(webDir, "index.html"), page());
    const index = new IndexPage(webDir);

    const rendered = index.render(bootstrap);

    const json = /<script type="application\/json" id="storyframe-bootstrap">(.*?)<\/script>/.exec(
      rendered?.html ?? "",
    );
    expect(pageBootstrapSchema.parse(JSON.parse(json?.[1] ?? ""))).toEqual(bootstrap);
    expect(rendered?.html).toContain(`<script>${BOOT}</script>`);
    expect(index.wantsBootstrap()).toBe(true);
    expect(index.scriptHashes()).toEqual([sha256(BOOT)]);
  });

  it("keeps the placeholder empty without a bootstrap, and tags each page by its content", () => {
    writeFileSync(join(webDir, "index.html"), page());
    const index = new IndexPage(webDir);

    const bare = index.render(null);
    const withSettings = index.render(bootstrap);
    const otherTenant = index.render({ ...bootstrap, settings: { ...bootstrap.settings, tenantName: "Other" } });

    expect(bare?.html).toBe(page());
    expect(new Set([bare?.etag, withSettings?.etag, otherTenant?.etag]).size).toBe(3);
    expect(index.render(bootstrap)?.etag).toBe(withSettings?.etag);
    expect(withSettings?.etag).toMatch(/^"[\w-]+"$/);
  });

  it("reads the page again when the build replaces it, looking at the file at most once a second", () => {
    const file = join(webDir, "index.html");
    let now = 0;
    writeFileSync(file, page());
    const index = new IndexPage(webDir, () => now);
    expect(index.scriptHashes()).toEqual([sha256(BOOT)]);

    writeFileSync(file, page("document.title='rebuilt'"));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    now = 999;
    expect(index.scriptHashes()).toEqual([sha256(BOOT)]);

    now = 1_000;
    expect(index.scriptHashes()).toEqual([sha256("document.title='rebuilt'")]);
    expect(index.render(null)?.html).toContain("rebuilt");
  });

  it("is built once the build writes its page", () => {
    let now = 0;
    const index = new IndexPage(webDir, () => now);
    expect(index.render(null)).toBeNull();

    writeFileSync(join(webDir, "index.html"), page());
    now = 1_000;

    expect(index.render(null)?.html).toBe(page());
  });
});
