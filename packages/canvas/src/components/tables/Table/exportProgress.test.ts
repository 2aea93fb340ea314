import { describe, expect, it, vi } from "vitest";
import { ExportProgressStore, progressPercent } from "./exportProgress";

describe("export progress", () => {
  it("is a whole percent, 100 when there is nothing to write", () => {
    expect(progressPercent({ written: 0, total: 200_000 })).toBe(0);
    expect(progressPercent({ written: 1999, total: 200_000 })).toBe(0);
    expect(progressPercent({ written: 74_999, total: 200_000 })).toBe(37);
    expect(progressPercent({ written: 200_000, total: 200_000 })).toBe(100);
    expect(progressPercent({ written: 0, total: 0 })).toBe(100);
  });

  it("tells its listeners of each step until they unsubscribe", () => {
    const store = new ExportProgressStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ written: 5, total: 10 });
    expect(store.get()).toEqual({ written: 5, total: 10 });
    unsubscribe();
    store.set({ written: 10, total: 10 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
