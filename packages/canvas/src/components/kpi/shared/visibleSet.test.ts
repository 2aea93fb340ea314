import { describe, expect, it } from "vitest";
import { resolveVisibleSet, toggleVisible } from "./visibleSet";

const trucks = ["HT-01", "HT-02", "HT-03"];

describe("resolveVisibleSet", () => {
  it("shows everything when nothing is requested", () => {
    expect(resolveVisibleSet(trucks, undefined)).toEqual({ visible: trucks, reset: false });
    expect(resolveVisibleSet(trucks, null)).toEqual({ visible: trucks, reset: false });
  });

  it("keeps a request of available keys, in the order of the headings", () => {
    expect(resolveVisibleSet(trucks, ["HT-03", "HT-01"])).toEqual({ visible: ["HT-01", "HT-03"], reset: false });
    expect(resolveVisibleSet(trucks, [])).toEqual({ visible: [], reset: false });
  });

  it("resets to the full set when the request names a key that is not available", () => {
    expect(resolveVisibleSet(trucks, ["HT-01", "HT-99"])).toEqual({ visible: trucks, reset: true });
  });

  it("resets to the full set when the request is not a list of texts", () => {
    expect(resolveVisibleSet(trucks, "HT-01")).toEqual({ visible: trucks, reset: true });
    expect(resolveVisibleSet(trucks, [1, 2])).toEqual({ visible: trucks, reset: true });
    expect(resolveVisibleSet(trucks, { "HT-01": true })).toEqual({ visible: trucks, reset: true });
  });
});

describe("resolveVisibleSet with defaults", () => {
  it("starts from the defaults and resets to them", () => {
    expect(resolveVisibleSet(trucks, null, ["HT-02"])).toEqual({ visible: ["HT-02"], reset: false });
    expect(resolveVisibleSet(trucks, ["HT-09"], ["HT-02"])).toEqual({ visible: ["HT-02"], reset: true });
    expect(resolveVisibleSet(trucks, ["HT-03"], ["HT-02"])).toEqual({ visible: ["HT-03"], reset: false });
  });
});

describe("toggleVisible", () => {
  it("hides a shown key and shows a hidden one, keeping the headings' order", () => {
    expect(toggleVisible(trucks, "HT-02", trucks)).toEqual(["HT-01", "HT-03"]);
    expect(toggleVisible(["HT-03"], "HT-01", trucks)).toEqual(["HT-01", "HT-03"]);
  });

  it("ignores keys that are not available", () => {
    expect(toggleVisible(["HT-01", "HT-77"], "HT-02", trucks)).toEqual(["HT-01", "HT-02"]);
  });
});
