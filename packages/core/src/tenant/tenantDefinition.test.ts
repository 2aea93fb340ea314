import { describe, expect, it } from "vitest";
import { tenantDefinitionSchema } from "./tenantDefinition";

describe("tenantDefinitionSchema", () => {
  it("fills every default from a minimal definition", () => {
    const tenant = tenantDefinitionSchema.parse({ domainName: "acme", tenantName: "Acme" });
    expect(tenant).toEqual({
      domainName: "acme",
      tenantName: "Acme",
      hostnames: [],
      logoUrl: null,
      owner: null,
      allowAnonymousAuthentication: false,
      features: { requestSupport: false },
      defaultPageUrl: null,
      maintenance: { enabled: false, title: null, body: null },
      settings: {
        maxDatasourceRetryCount: 3,
        primaryColor: "#3949ab",
        secondaryColor: "#00897b",
        appInsightsInstrumentationKey: null,
        googleApiKey: null,
        mapTiles: {},
        frameAncestors: [],
      },
    });
  });

  it("lowercases host names and refuses a host with a port", () => {
    expect(
      tenantDefinitionSchema.parse({ domainName: "a", tenantName: "A", hostnames: ["Acme.Example"] }).hostnames,
    ).toEqual(["acme.example"]);
    expect(
      tenantDefinitionSchema.safeParse({ domainName: "a", tenantName: "A", hostnames: ["acme:3000"] }).success,
    ).toBe(false);
  });

  it("refuses a domain name with upper-case letters or a trailing hyphen", () => {
    expect(tenantDefinitionSchema.safeParse({ domainName: "Acme", tenantName: "A" }).success).toBe(false);
    expect(tenantDefinitionSchema.safeParse({ domainName: "acme-", tenantName: "A" }).success).toBe(false);
  });

  it("refuses a default page that is not a path", () => {
    const result = tenantDefinitionSchema.safeParse({ domainName: "a", tenantName: "A", defaultPageUrl: "http://x" });
    expect(result.success).toBe(false);
  });

  it.each([
    "/tenant-assets/acme/logo.svg",
    "logo.svg",
    "https://cdn.example/acme.png",
    "http://127.0.0.1:3100/logo.png",
  ])("accepts the logo address %s", (logoUrl) => {
    expect(tenantDefinitionSchema.parse({ domainName: "a", tenantName: "A", logoUrl }).logoUrl).toBe(logoUrl);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox(1)",
    "ftp://files.example/logo.png",
  ])("refuses the logo address %j with a message naming what is allowed", (logoUrl) => {
    const result = tenantDefinitionSchema.safeParse({ domainName: "a", tenantName: "A", logoUrl });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["logoUrl"],
        message: "must be an http(s) address or a relative path, such as /tenant-assets/acme/logo.svg",
      }),
    ]);
  });
});
