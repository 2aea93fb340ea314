import { clientSettingsSchema } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

describe.each(databaseKinds)("client settings on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the demo tenant's settings for the localhost host", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/settings/client",
      headers: { host: "localhost:3000" },
    });
    expect(response.statusCode).toBe(200);
    const settings = clientSettingsSchema.strict().parse(response.json());
    expect(settings).toMatchObject({
      domainName: "demo",
      tenantName: "Storyframe Demo",
      coreApiUrl: "http://localhost:3000",
      metastoreUrl: "http://localhost:3000",
      dynamicDataApiUrl: "http://localhost:3000",
      explicitDomain: false,
      activeBranch: "main",
      maintenanceMode: null,
      logoUrl: "/tenant-assets/demo/logo.svg",
      features: { requestSupport: true, cloudSpeech: false },
      owner: { name: "Demo Owner", emailAddress: "owner@demo.storyframe.test" },
      apiVersion: "v1",
      environment: "development",
    });
  });

  it("resolves the tenant from the domainName query on any host and marks it explicit", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/settings/client?domainName=demo&branchName=Feature--One",
      headers: { host: "api.elsewhere.test" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ domainName: "demo", explicitDomain: true, activeBranch: "feature-one" });
  });

  it("answers 404 'Tenant not found.' for a host no tenant owns", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/settings/client",
      headers: { host: "nobody.test" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Tenant not found." });
  });

  it("answers 404 'Tenant not found.' for an unknown domainName", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/client?domainName=nobody" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Tenant not found.");
  });

  it("answers 400 with the field named for a malformed domainName", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/client?domainName=Not%20Valid!" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe("Bad Request");
    expect(body.errors.domainName[0]).toMatch(/lowercase letters, digits, hyphens and dots/);
  });

  it("answers 400 on the branchName field for a branch name that cannot be normalised into a valid one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/client?branchName=-bad-" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      branchName: ["Branch name must begin and end with a letter or a digit."],
    });
  });

  it("shows maintenance mode once the tenant enters it, and clears it when it ends", async () => {
    await t.services.tenantService.setMaintenance("demo", { enabled: true, title: "Upgrade in progress", body: null });
    const during = await t.app.inject({ method: "GET", url: "/api/settings/client", headers: { host: "localhost" } });
    expect(during.json().maintenanceMode).toEqual({ title: "Upgrade in progress", body: null });

    await t.services.tenantService.setMaintenance("demo", { enabled: false, title: null, body: null });
    const after = await t.app.inject({ method: "GET", url: "/api/settings/client", headers: { host: "localhost" } });
    expect(after.json().maintenanceMode).toBeNull();
  });

  it("answers the tenant theme", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/tenant-theme?domainName=demo" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domainName: "demo",
      tenantName: "Storyframe Demo",
      logoUrl: "/tenant-assets/demo/logo.svg",
      primaryColor: "#3949ab",
      secondaryColor: "#00897b",
    });
  });

  it("requires domainName for the tenant theme", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/tenant-theme" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain("domainName");
  });
});

describe.each(databaseKinds)("client settings cache on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_SETTINGS_CACHE_TTL_MS: "60000" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves cached settings until a change made elsewhere is picked up through invalidation", async () => {
    const read = async () =>
      (await t.app.inject({ method: "GET", url: "/api/settings/client", headers: { host: "localhost" } })).json();
    expect((await read()).maintenanceMode).toBeNull();

    // A change written straight to the database (as another instance or the CLI would) stays hidden by the cache…
    await t.services.tenantRepository.setMaintenance(
      "demo",
      { enabled: true, title: null, body: null },
      new Date().toISOString(),
    );
    expect((await read()).maintenanceMode).toBeNull();

    // …until the cache is invalidated (or its time to live passes).
    t.services.tenantDirectory.invalidate();
    expect((await read()).maintenanceMode).toEqual({ title: null, body: null });
  });
});
