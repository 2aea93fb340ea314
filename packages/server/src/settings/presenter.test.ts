import { clientSettingsSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import type { Tenant } from "../tenants/tenant";
import { presentClientSettings } from "./presenter";

const tenant: Tenant = {
  domainName: "acme",
  tenantName: "Acme Analytics",
  hostnames: ["acme.example"],
  logoUrl: "/tenant-assets/acme/logo.svg",
  owner: { name: "Ada Owner", emailAddress: "ada@acme.example" },
  allowAnonymousAuthentication: true,
  features: { requestSupport: true },
  defaultPageUrl: "/storylines/fleet",
  maintenance: { enabled: false, title: "Upgrade", body: null },
  settings: {
    maxDatasourceRetryCount: 2,
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

const context = {
  origin: "https://acme.example",
  explicitDomain: false,
  activeBranch: "main",
  apiVersion: "v1",
  environment: "production",
  issuer: "https://id.acme.example/oidc",
  clientId: "storyframe-acme",
  cloudSpeech: false,
};

describe("presentClientSettings", () => {
  it("answers every client-settings field of the spec", () => {
    const settings = presentClientSettings(tenant, context);
    expect(clientSettingsSchema.strict().parse(settings)).toEqual(settings);
    expect(settings).toMatchObject({
      domainName: "acme",
      tenantName: "Acme Analytics",
      coreApiUrl: "https://acme.example",
      metastoreUrl: "https://acme.example",
      dynamicDataApiUrl: "https://acme.example",
      maxDatasourceRetryCount: 2,
      allowAnonymousAuthentication: true,
      owner: { name: "Ada Owner", emailAddress: "ada@acme.example" },
      features: { requestSupport: true, cloudSpeech: false, export: false },
      defaultPageUrl: "/storylines/fleet",
      activeBranch: "main",
      logoUrl: "/tenant-assets/acme/logo.svg",
      auth: {
        clientId: "storyframe-acme",
        domain: "acme",
        instance: "https://id.acme.example/oidc",
        tenantId: "acme",
        redirectUri: "https://acme.example/login-callback",
      },
    });
  });

  it("says cloud speech is available when the server has a speech key", () => {
    expect(presentClientSettings(tenant, { ...context, cloudSpeech: true }).features.cloudSpeech).toBe(true);
  });

  it("answers null maintenance mode when maintenance is off, even with a stored title", () => {
    expect(presentClientSettings(tenant, context).maintenanceMode).toBeNull();
  });

  it("answers the configured maintenance title and body when maintenance is on", () => {
    const inMaintenance = { ...tenant, maintenance: { enabled: true, title: "Upgrade", body: null } };
    expect(presentClientSettings(inMaintenance, context).maintenanceMode).toEqual({ title: "Upgrade", body: null });
  });
});
