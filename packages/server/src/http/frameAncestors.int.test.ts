import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../cliCommands";
import { prepareInstallation } from "../startup";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** A tenant's embedding setting (decision 078): the origins its pages may be framed by, in the page's CSP. */
describe.each(databaseKinds)("embedding the viewer in other origins' pages, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_SETTINGS_CACHE_TTL_MS: "0" });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost" } });
  const frameAncestorsOf = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

  it("lets only the tenant's own pages frame its pages by default, in the CSP and X-Frame-Options alike", async () => {
    const response = await page("/storylines/fleet-operations?hideTitleBar=1&hideMinimap=1");
    expect(response.statusCode).toBe(200);
    expect(frameAncestorsOf(response.headers["content-security-policy"])).toBe("'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("names the tenant's allowed origins in frame-ancestors and drops X-Frame-Options, which could not name them", async () => {
    const result = await t.services.tenantService.setFrameAncestors("demo", [
      "https://intranet.example.com",
      "https://portal.example.com:8443/",
    ]);
    expect(result).toEqual({ ok: true });
    for (const url of ["/", "/storylines/fleet-operations?hideTitleBar=1&hideMinimap=1", "/share/sf_share_abc"]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers["content-security-policy"]);
      expect(frameAncestorsOf(csp)).toBe("'self' https://intranet.example.com https://portal.example.com:8443");
      expect(csp).toContain("script-src 'self'");
      expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
      expect(response.headers["x-frame-options"]).toBeUndefined();
      // A share link's page carries its secret in the address: no request of the page may pass it on as Referer.
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
    }
    // The API's answers are not pages: they keep the default.
    const api = await page("/api/settings/client");
    expect(frameAncestorsOf(api.headers["content-security-policy"])).toBe("'self'");
  });

  it("keeps the origins of another tenant's host to that tenant", async () => {
    await t.services.tenantService.create({ domainName: "acme", tenantName: "Acme", hostnames: ["acme.test"] });
    const response = await t.app.inject({ method: "GET", url: "/", headers: { host: "acme.test" } });
    expect(frameAncestorsOf(response.headers["content-security-policy"])).toBe("'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("goes back to the default when the origins are cleared", async () => {
    await t.services.tenantService.setFrameAncestors("demo", []);
    const response = await page("/");
    expect(frameAncestorsOf(response.headers["content-security-policy"])).toBe("'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("is shown and set with storyframe tenant frame-ancestors, which a running server applies", async () => {
    const storyframe = (...argv: string[]) =>
      runCli(argv, () => prepareInstallation(t.config, { info: () => {}, error: () => {} }));
    expect(await storyframe("tenant", "frame-ancestors", "demo", "https://Intranet.Example.com/")).toBe(
      "Pages of these origins may frame 'demo': https://intranet.example.com.",
    );
    expect(await storyframe("tenant", "frame-ancestors", "demo")).toBe(
      "Pages of these origins may frame 'demo': https://intranet.example.com.",
    );
    expect(frameAncestorsOf((await page("/")).headers["content-security-policy"])).toBe(
      "'self' https://intranet.example.com",
    );
    await expect(storyframe("tenant", "frame-ancestors", "demo", "https://*.example.com")).rejects.toThrow(
      "'https://*.example.com' is not an origin",
    );
    expect(await storyframe("tenant", "frame-ancestors", "demo", "none")).toBe(
      "Only the tenant's own pages may frame 'demo'.",
    );
    expect(frameAncestorsOf((await page("/")).headers["content-security-policy"])).toBe("'self'");
  });

  it("refuses what is not a plain origin, naming it", async () => {
    for (const origin of [
      "https://intranet.example.com/reports",
      "https://*.example.com",
      "javascript:alert(1)",
      "intranet.example.com",
      "https://user:secret@intranet.example.com",
      "'unsafe-inline'",
    ]) {
      const result = await t.services.tenantService.setFrameAncestors("demo", [origin]);
      expect(result).toEqual({
        ok: false,
        message: `'${origin}' is not an origin: write it as https://host or https://host:port, without a path or wildcard.`,
      });
    }
    expect(await t.services.tenantService.setFrameAncestors("nobody", [])).toEqual({
      ok: false,
      message: "No tenant with domainName 'nobody'.",
    });
  });
});
