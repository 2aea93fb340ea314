import { expect, test } from "@playwright/test";

test("client settings answer every field of the spec for the demo tenant", async ({ request, baseURL }) => {
  const response = await request.get("/api/settings/client");
  expect(response.status()).toBe(200);
  const settings = await response.json();
  expect(Object.keys(settings).sort()).toEqual(
    [
      "activeBranch",
      "allowAnonymousAuthentication",
      "apiVersion",
      "appInsightsInstrumentationKey",
      "auth",
      "coreApiUrl",
      "defaultPageUrl",
      "domainName",
      "dynamicDataApiUrl",
      "editorLink",
      "environment",
      "explicitDomain",
      "features",
      "logoUrl",
      "maintenanceMode",
      "maxDatasourceRetryCount",
      "metastoreUrl",
      "owner",
      "tenantName",
    ].sort(),
  );
  expect(settings).toMatchObject({
    domainName: "demo",
    tenantName: "Storyframe Demo",
    coreApiUrl: baseURL,
    maintenanceMode: null,
    activeBranch: "main",
  });
  expect(Object.keys(settings.auth).sort()).toEqual(["clientId", "domain", "instance", "redirectUri", "tenantId"]);
  // The editor link's address (configured for this run) and whether this host offers it (not the documentation host).
  expect(settings.editorLink).toEqual({
    url: `ws://127.0.0.1:${process.env.STORYFRAME_E2E_EDITOR_LINK_PORT}`,
    offered: true,
  });
});

test("the API documentation answers", async ({ page, request }) => {
  const document = await request.get("/api/docs/json");
  expect(document.status()).toBe(200);
  expect((await document.json()).info.title).toBe("Storyframe API");
  await page.goto("/api/docs/");
  await expect(page.getByText("Storyframe API").first()).toBeVisible();
  await expect(page.getByText("/api/settings/client").first()).toBeVisible();
});

test("health and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: "sqlite" });
});
