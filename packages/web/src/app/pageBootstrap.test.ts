import { pageBootstrapElement, pageBootstrapJson } from "@storyframe/core";
import { afterEach, describe, expect, it } from "vitest";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { settingsFromPage, tenantThemeFromPage } from "./pageBootstrap";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("settingsFromPage", () => {
  it("reads the client settings the server wrote into the page", () => {
    const settings = makeClientSettings({ tenantName: "</script> Demo" });
    document.head.innerHTML = pageBootstrapElement(pageBootstrapJson({ settings, authorizationEndpoint: null }));

    expect(settingsFromPage()).toEqual(settings);
  });

  it("is null for a page without them, with the empty placeholder, or with what the app does not understand", () => {
    expect(settingsFromPage()).toBeNull();

    document.head.innerHTML = pageBootstrapElement("");
    expect(settingsFromPage()).toBeNull();

    document.head.innerHTML = pageBootstrapElement('{"settings":{"tenantName":"Demo"}}');
    expect(settingsFromPage()).toBeNull();

    document.head.innerHTML = pageBootstrapElement("{not json");
    expect(settingsFromPage()).toBeNull();
  });
});

describe("tenantThemeFromPage", () => {
  const theme = {
    domainName: "demo",
    tenantName: "Demo",
    logoUrl: null,
    primaryColor: "#0b6e4f",
    secondaryColor: "#f4a259",
  };

  it("reads the tenant's branding the server wrote into the page, for that tenant only", () => {
    const settings = makeClientSettings();
    document.head.innerHTML = pageBootstrapElement(
      pageBootstrapJson({ settings, authorizationEndpoint: null, tenantTheme: theme }),
    );

    expect(tenantThemeFromPage("demo")).toEqual(theme);
    expect(tenantThemeFromPage("acme")).toBeUndefined();
  });

  it("is undefined for a page without it, which leaves the app to ask", () => {
    document.head.innerHTML = pageBootstrapElement(
      pageBootstrapJson({ settings: makeClientSettings(), authorizationEndpoint: null }),
    );

    expect(tenantThemeFromPage("demo")).toBeUndefined();
  });
});
