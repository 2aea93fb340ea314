import { afterEach, describe, expect, it, vi } from "vitest";
import { isTourCompleted, markTourCompleted, tourCompletionKey } from "./tourCompletion";

describe("tour completion", () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it("keeps one flag per tour id in local storage", () => {
    expect(isTourCompleted("fleet")).toBe(false);
    markTourCompleted("fleet");
    expect(window.localStorage.getItem(tourCompletionKey("fleet"))).toBe("true");
    expect(isTourCompleted("fleet")).toBe(true);
    expect(isTourCompleted("routes")).toBe(false);
  });

  it("names the key after the tour", () => {
    expect(tourCompletionKey("fleet-overview")).toBe("storyframe.tour.fleet-overview.completed");
  });

  it("treats a storage that throws as empty and does not fail on writing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(isTourCompleted("fleet", broken)).toBe(false);
    expect(() => markTourCompleted("fleet", broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
