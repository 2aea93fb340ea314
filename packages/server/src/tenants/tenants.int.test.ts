import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { seedDemoTenant } from "./seedDemoTenant";

describe.each(databaseKinds)("tenants on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("seeds the demo tenant from content with its host names", async () => {
    const demo = await t.services.tenantRepository.findByDomain("demo");
    expect(demo).toMatchObject({
      tenantName: "Storyframe Demo",
      hostnames: ["127.0.0.1", "[::1]", "localhost"],
      features: { requestSupport: true },
      maintenance: { enabled: false, title: null, body: null },
    });
  });

  it("seeds only once, keeping later changes", async () => {
    await t.services.tenantService.setMaintenance("demo", { enabled: true, title: "Kept", body: null });
    const outcome = await seedDemoTenant(t.config.contentDir, t.services.tenantRepository, t.services.tenantService);
    expect(outcome).toBe("already-seeded");
    expect((await t.services.tenantRepository.findByDomain("demo"))?.maintenance.title).toBe("Kept");
    await t.services.tenantService.setMaintenance("demo", { enabled: false, title: null, body: null });
  });

  it("refuses a logo address that is neither http(s) nor relative", async () => {
    const result = await t.services.tenantService.create({
      domainName: "scripted",
      tenantName: "Scripted",
      logoUrl: "javascript:alert(1)",
    });
    expect(result).toEqual({
      ok: false,
      message:
        "Invalid tenant definition: logoUrl: must be an http(s) address or a relative path, such as /tenant-assets/acme/logo.svg",
    });
    expect(await t.services.tenantRepository.findByDomain("scripted")).toBeUndefined();
  });

  it("creates a tenant and resolves it by any of its host names, case-insensitively", async () => {
    const result = await t.services.tenantService.create({
      domainName: "acme",
      tenantName: "Acme Analytics",
      hostnames: ["acme.test", "Analytics.Acme.Test"],
    });
    expect(result).toEqual({ ok: true });
    expect((await t.services.tenantDirectory.byHostname("ANALYTICS.acme.test"))?.domainName).toBe("acme");
    expect((await t.services.tenantDirectory.byHostname("acme.test"))?.tenantName).toBe("Acme Analytics");
  });

  it("refuses a second tenant with the same domain name", async () => {
    const result = await t.services.tenantService.create({ domainName: "acme", tenantName: "Other" });
    expect(result).toEqual({ ok: false, message: "A tenant with domainName 'acme' already exists." });
  });

  it("refuses a host name that already belongs to another tenant, and writes nothing", async () => {
    const result = await t.services.tenantService.create({
      domainName: "rival",
      tenantName: "Rival",
      hostnames: ["rival.test", "acme.test"],
    });
    expect(result).toEqual({ ok: false, message: "The host name 'acme.test' already belongs to tenant 'acme'." });
    expect(await t.services.tenantRepository.findByDomain("rival")).toBeUndefined();
    expect(await t.services.tenantRepository.findByHostname("rival.test")).toBeUndefined();
  });

  it("names every problem of an invalid definition", async () => {
    const result = await t.services.tenantService.create({ domainName: "Bad Name", tenantName: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain("domainName:");
      expect(result.message).toContain("tenantName: tenantName is required.");
    }
  });

  it("says so when maintenance is set on a tenant that does not exist", async () => {
    const result = await t.services.tenantService.setMaintenance("ghost", { enabled: true, title: null, body: null });
    expect(result).toEqual({ ok: false, message: "No tenant with domainName 'ghost'." });
  });

  it("lists tenants by domain name", async () => {
    const tenants = await t.services.tenantService.list();
    expect(tenants.map((tenant) => tenant.domainName)).toEqual(["acme", "demo"]);
  });
});
