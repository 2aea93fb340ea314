import { clientSettingsSchema } from "@storyframe/core";
import { describe, expect, it, vi } from "vitest";
import type { IdentityConfig } from "../config";
import { NotFoundError } from "../shared/domainErrors";
import type { Tenant } from "../tenants/tenant";
import { ClientSettingsService } from "./service";

const acme: Tenant = {
  domainName: "acme",
  tenantName: "Acme Analytics",
  hostnames: ["acme.example"],
  logoUrl: null,
  owner: null,
  allowAnonymousAuthentication: false,
  features: { requestSupport: false },
  defaultPageUrl: null,
  maintenance: { enabled: false, title: null, body: null },
  settings: {
    maxDatasourceRetryCount: 3,
    primaryColor: "#000000",
    secondaryColor: "#ffffff",
    appInsightsInstrumentationKey: null,
    googleApiKey: null,
    mapTiles: {},
    frameAncestors: [],
  },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const identity: IdentityConfig = {
  issuer: "https://acme.example/oidc",
  embedded: true,
  externalClientId: undefined,
  jwksUrl: undefined,
  audience: "urn:storyframe:api",
  algorithms: ["RS256"],
  emailClaim: "email",
  nameClaim: "name",
  accessTokenTtlSeconds: 600,
};

function service(
  authorizationEndpoint: string | null = "https://acme.example/oidc/auth",
  editorLink?: { url: string; documentationHosts: string[] },
) {
  const tenants = {
    byHostname: vi.fn(async (hostname: string) => (hostname === "acme.example" ? acme : undefined)),
    byDomain: vi.fn(async (domainName: string) => (domainName === "acme" ? acme : undefined)),
  };
  const cloudSpeech = vi.fn(async () => true);
  const settings = new ClientSettingsService({
    tenants,
    identity,
    apiVersion: "v1",
    environment: "test",
    cloudSpeech,
    authorizationEndpoint,
    ...(editorLink ? { editorLink } : {}),
  });
  return { settings, tenants };
}

const fromAcme = { hostname: "acme.example", origin: "https://acme.example" };

describe("ClientSettingsService.forRequest", () => {
  it("answers the settings of the tenant owning the host, on the default branch", async () => {
    const settings = await service().settings.forRequest(fromAcme);

    expect(clientSettingsSchema.strict().parse(settings)).toMatchObject({
      domainName: "acme",
      coreApiUrl: "https://acme.example",
      explicitDomain: false,
      activeBranch: "main",
      auth: { clientId: "storyframe-acme", instance: "https://acme.example/oidc" },
      features: { cloudSpeech: true },
    });
  });

  it("answers the tenant a domainName names, marked explicit, with its normalised branch", async () => {
    const { settings, tenants } = service();

    const answer = await settings.forRequest({
      hostname: "elsewhere.example",
      origin: "https://elsewhere.example",
      domainName: "acme",
      branchName: "Feature--One",
    });

    expect(answer).toMatchObject({ domainName: "acme", explicitDomain: true, activeBranch: "feature-one" });
    expect(tenants.byHostname).not.toHaveBeenCalled();
  });

  it("offers the editor link at its configured address", async () => {
    const answer = await service(null, { url: "ws://localhost:11223", documentationHosts: [] }).settings.forRequest(
      fromAcme,
    );

    expect(clientSettingsSchema.strict().parse(answer).editorLink).toEqual({
      url: "ws://localhost:11223",
      offered: true,
    });
  });

  it("does not offer the editor link on a documentation host, whatever the case of its name", async () => {
    const { settings } = service(null, { url: "ws://localhost:11223", documentationHosts: ["acme.example"] });

    const answer = await settings.forRequest({
      hostname: "ACME.example",
      origin: "https://acme.example",
      domainName: "acme",
    });

    expect(answer.editorLink).toEqual({ url: "ws://localhost:11223", offered: false });
  });

  it("leaves the editor link out when none is configured, as before", async () => {
    expect(await service().settings.forRequest(fromAcme)).not.toHaveProperty("editorLink");
  });

  it("refuses a host no tenant owns with 'Tenant not found.'", async () => {
    const answer = service().settings.forRequest({ hostname: "nobody.example", origin: "https://nobody.example" });

    await expect(answer).rejects.toThrow(NotFoundError);
    await expect(answer).rejects.toThrow("Tenant not found.");
  });
});

describe("ClientSettingsService.pageBootstrap", () => {
  it("carries the host's settings, as the settings call answers them, where sign-in starts and the branding", async () => {
    const { settings } = service();

    const bootstrap = await settings.pageBootstrap(fromAcme);

    expect(bootstrap).toEqual({
      settings: await settings.forRequest(fromAcme),
      authorizationEndpoint: "https://acme.example/oidc/auth",
      tenantTheme: {
        domainName: bootstrap?.settings.domainName,
        tenantName: bootstrap?.settings.tenantName,
        logoUrl: bootstrap?.settings.logoUrl,
        primaryColor: "#000000",
        secondaryColor: "#ffffff",
      },
    });
  });

  it("leaves the authorization endpoint to discovery when the issuer is not the embedded one", async () => {
    expect((await service(null).settings.pageBootstrap(fromAcme))?.authorizationEndpoint).toBeNull();
  });

  it("is null for a host no tenant owns", async () => {
    expect(await service().settings.pageBootstrap({ hostname: "nobody.example", origin: "https://x" })).toBeNull();
  });
});
