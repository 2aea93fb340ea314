import { describe, expect, it } from "vitest";
import { isEmptySelection, isSameTab, tabId, tabPanelId, tabsParameterName } from "./tabIds";

describe("tab ids", () => {
  it("store the selection in the parameter 'tabs-{name}'", () => {
    expect(tabsParameterName("fleet")).toBe("tabs-fleet");
  });

  it("derive the tab and panel ids from the name and the value", () => {
    expect(tabId("fleet", "overview")).toBe("tabs-fleet-tab-overview");
    expect(tabPanelId("fleet", "overview")).toBe("tabs-fleet-panel-overview");
    expect(tabId("fleet view", "Q3 2025")).toBe("tabs-fleet-view-tab-Q3-2025");
  });

  it("compare values as text", () => {
    expect(isSameTab(2, "2")).toBe(true);
    expect(isSameTab("trucks", "trucks")).toBe(true);
    expect(isSameTab("trucks", "fuel")).toBe(false);
    expect(isSameTab(undefined, "trucks")).toBe(false);
  });

  it("treat undefined, null and empty text as no selection", () => {
    expect([undefined, null, ""].every(isEmptySelection)).toBe(true);
    expect(isEmptySelection(0)).toBe(false);
  });
});
