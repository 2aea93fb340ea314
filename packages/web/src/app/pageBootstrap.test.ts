import { pageBootstrapElement, pageBootstrapJson } from "@storyframe/core";
import { afterEach, describe, expect, it } from "vitest";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { settingsFromPage } from "./pageBootstrap";

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
