import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageBootstrapElement } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const INDEX_HTML = `<!doctype html><html><head>${pageBootstrapElement("")}</head><body><div id="root"></div></body></html>`;

/** The sources one directive of a page's CSP allows. */
function sourcesOf(policy: unknown, directive: string): string[] {
  const values = new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(String(policy))?.[1] ?? "";
  return values.split(" ").filter((value) => value !== "");
}

describe.each(databaseKinds)("the map tile hosts in a tenant's page policy on %s (decision 081)", (kind) => {
  let t: TestApp;
  let webDir: string;
  const page = (host: string) => t.app.inject({ method: "GET", url: "/storylines/site-map", headers: { host } });

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "storyframe-web-"));
    writeFileSync(join(webDir, "index.html"), INDEX_HTML);
    t = await buildTestApp(kind, { STORYFRAME_WEB_DIR: webDir });
    const created = await t.services.tenantService.create({
      domainName: "imagery",
      tenantName: "Imagery Co",
      hostnames: ["imagery.test"],
      settings: {
        mapTiles: {
          satellite: { tiles: "https://imagery.example.test/{z}/{x}/{y}.jpg?key={key}", key: "k1" },
          "open-street-map": { tiles: "http://{s}.osm.example.test/{z}/{x}/{y}.png" },
          // Drawn by no style without its key: its host is not needed.
          "carto-positron": { tiles: "https://carto.example.test/{z}/{x}/{y}.png?key={key}" },
        },
      },
    });
    expect(created).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("lets the pages of a tenant with tile services fetch and show their tiles", async () => {
    const response = await page("imagery.test");
    expect(response.statusCode).toBe(200);
    const policy = response.headers["content-security-policy"];
    const tileHosts = ["https://imagery.example.test", "http://*.osm.example.test"];
    expect(sourcesOf(policy, "connect-src")).toEqual(expect.arrayContaining(["'self'", ...tileHosts]));
    expect(sourcesOf(policy, "img-src")).toEqual(expect.arrayContaining(["'self'", ...tileHosts]));
    expect(String(policy)).not.toContain("carto.example.test");
  });

  it("adds nothing for a tenant whose maps draw only the local basemap, nor to another tenant's pages", async () => {
    const local = await page("localhost");
    expect(local.statusCode).toBe(200);
    expect(String(local.headers["content-security-policy"])).not.toContain("example.test");
    const connect = sourcesOf(local.headers["content-security-policy"], "connect-src");
    expect(sourcesOf((await page("imagery.test")).headers["content-security-policy"], "connect-src")).toEqual([
      ...connect,
      "https://imagery.example.test",
      "http://*.osm.example.test",
    ]);
  });

  it("does not open the API's answers to the tile hosts", async () => {
    const style = await t.app.inject({
      method: "GET",
      url: "/tiles/styles/satellite.json",
      headers: { host: "imagery.test" },
    });
    expect(style.statusCode).toBe(200);
    expect(String(style.headers["content-security-policy"])).not.toContain("imagery.example.test");
  });
});
