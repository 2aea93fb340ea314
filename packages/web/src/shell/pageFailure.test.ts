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
      title: "Your browser cannot reach the Storyframe Web Application.",
      detail:
        "Please check that you are connected to the corporate network or VPN, then reload the page. Storyframe may also have just been updated.",
    });
  });

  it("reports anything else as a generic failure", () => {
    expect(describePageFailure(new RangeError("Invalid time value")).type).toBe("Generic");
    expect(describePageFailure("thrown string").title).toBe("This page could not be displayed.");
  });
});
