import { describe, expect, it } from "vitest";
import { describePageFailure } from "./pageFailure";

describe("describePageFailure", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://demo.storyframe.test/assets/HomePage-1a2b.js",
    "error loading dynamically imported module: https://demo.storyframe.test/assets/HomePage-1a2b.js",
    "Importing a module script failed.",
  ])("reports a page chunk that could not load as a connectivity problem: %s", (message) => {
    expect(describePageFailure(new TypeError(message))).toEqual({
      type: "Connectivity",
      title: "This page could not be loaded.",
      detail: "The connection may have been interrupted, or Storyframe was just updated. Reload to try again.",
    });
  });

  it("reports anything else as a generic failure", () => {
    expect(describePageFailure(new RangeError("Invalid time value")).type).toBe("Generic");
    expect(describePageFailure("thrown string").title).toBe("This page could not be displayed.");
  });
});
