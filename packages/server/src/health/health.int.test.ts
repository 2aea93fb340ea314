import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_HEADLESS_VDT_HTML, TEST_INDEX_HTML, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

describe.each(databaseKinds)("server skeleton on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is live", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: kind });
  });

  it("sends security headers and a trace id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    // The Canvas Debugger may reach the developer's local editor link (docs/editor-link.md).
    expect(response.headers["content-security-policy"]).toMatch(/connect-src [^;]*ws:\/\/localhost:11223/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("publishes an OpenAPI document that lists the settings and health routes", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/settings/client", "/api/settings/tenant-theme", "/healthz", "/readyz"]),
    );
  });

  it("serves the API documentation page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("answers the SPA for page addresses so client routes survive a reload", async () => {
    const response = await t.app.inject({ method: "GET", url: "/storylines/fleet?x=1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEST_INDEX_HTML);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers the headless value-driver tree page to anyone, revalidated, with or without a trailing slash", async () => {
    for (const url of ["/public/headless-vdt", "/public/headless-vdt/", "/public/headless-vdt?width=800"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(TEST_HEADLESS_VDT_HTML);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("sends the headless value-driver tree page with the security headers of every page", async () => {
    const page = await t.app.inject({ method: "GET", url: "/public/headless-vdt" });
    const spa = await t.app.inject({ method: "GET", url: "/storylines/fleet" });
    for (const header of ["content-security-policy", "x-content-type-options", "x-frame-options"]) {
      expect(page.headers[header], header).toBeDefined();
      expect(page.headers[header], header).toBe(spa.headers[header]);
    }
  });

  it("answers the SPA, whose router shows Not Found, for any other address under /public/", async () => {
    for (const url of ["/public", "/public/other-page", "/public/headless-vdt/more", "/public/headless-vdt.html"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(TEST_INDEX_HTML);
    }
  });

  it("answers 404, not the page, for a build file that no longer exists", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/StorylinePage-old.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(TEST_INDEX_HTML);
  });

  it("answers a JSON 404 for an unknown API address", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No API route matches GET /api/nothing-here.");
  });

  it("serves the tenant logo and refuses paths outside the assets folder", async () => {
    const logo = await t.app.inject({ method: "GET", url: "/tenant-assets/demo/logo.svg" });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toContain("image/svg+xml");
    const traversal = await t.app.inject({ method: "GET", url: "/tenant-assets/demo/..%2Ftenant.json" });
    expect(traversal.statusCode).toBe(400);
    const missing = await t.app.inject({ method: "GET", url: "/tenant-assets/demo/missing.png" });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(databaseKinds)("rate limit on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 'Rate limit exceeded.' once a client spends its budget, but never for health checks", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.app.inject({ method: "GET", url: "/api/settings/client?domainName=demo" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: "GET", url: "/api/settings/client?domainName=demo" });
    expect(limited.json().message).toBe("Rate limit exceeded.");
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)("readiness without a database on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 503 once the database stops answering, while liveness stays up", async () => {
    await t.database.close();
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "unavailable",
      database: kind,
      message: "The database is not answering.",
    });
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});
