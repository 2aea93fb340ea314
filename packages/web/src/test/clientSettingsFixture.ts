import type { ClientSettings } from "@storyframe/core";

/** Client settings of a plain tenant, with `overrides` applied. */
export function makeClientSettings(overrides: Partial<ClientSettings> = {}): ClientSettings {
  return {
    domainName: "demo.storyframe.test",
    coreApiUrl: "https://demo.storyframe.test",
    metastoreUrl: "https://demo.storyframe.test/metastore",
    dynamicDataApiUrl: "https://demo.storyframe.test/data",
    maxDatasourceRetryCount: 3,
    maintenanceMode: null,
    auth: {
      clientId: "storyframe-web",
      domain: "demo.storyframe.test",
      instance: "https://login.storyframe.test",
      tenantId: "demo",
      redirectUri: "https://demo.storyframe.test/login-callback",
    },
    apiVersion: "1.0.0",
    environment: "test",
    explicitDomain: false,
    appInsightsInstrumentationKey: null,
    tenantName: "Demo Analytics",
    allowAnonymousAuthentication: true,
    owner: null,
    features: { requestSupport: false, cloudSpeech: false, export: false },
    defaultPageUrl: null,
    activeBranch: "main",
    logoUrl: "/tenant-assets/demo/logo.svg",
    ...overrides,
  };
}
