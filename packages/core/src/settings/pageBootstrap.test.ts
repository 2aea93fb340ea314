import { describe, expect, it } from "vitest";
import { type PageBootstrap, pageBootstrapElement, pageBootstrapJson, pageBootstrapSchema } from "./pageBootstrap";

const bootstrap: PageBootstrap = {
  settings: {
    domainName: "demo",
    coreApiUrl: "https://demo.example",
    metastoreUrl: "https://demo.example",
    dynamicDataApiUrl: "https://demo.example",
    maxDatasourceRetryCount: 3,
    maintenanceMode: { title: "</script><script>alert(1)</script>", body: "<!-- a comment" },
    auth: {
      clientId: "storyframe-demo",
      domain: "demo",
      instance: "https://demo.example/oidc",
      tenantId: "demo",
      redirectUri: "https://demo.example/login-callback",
    },
    apiVersion: "1.0.0",
    environment: "test",
    explicitDomain: false,
    appInsightsInstrumentationKey: null,
    tenantName: "Demo",
    allowAnonymousAuthentication: false,
    owner: null,
    features: { requestSupport: false, cloudSpeech: false, export: false },
    defaultPageUrl: null,
    activeBranch: "main",
    logoUrl: null,
  },
  authorizationEndpoint: "https://demo.example/oidc/auth",
};

describe("the page bootstrap element", () => {
  it("is an empty JSON element when used as the placeholder", () => {
    expect(pageBootstrapElement("")).toBe('<script type="application/json" id="storyframe-bootstrap"></script>');
  });

  it("holds JSON that no text of the settings can end early, and that reads back unchanged", () => {
    const json = pageBootstrapJson(bootstrap);

    expect(json).not.toContain("<");
    expect(pageBootstrapSchema.parse(JSON.parse(json))).toEqual(bootstrap);
  });
});
