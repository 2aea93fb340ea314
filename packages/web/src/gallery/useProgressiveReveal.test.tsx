import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useProgressiveReveal } from "./useProgressiveReveal";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useProgressiveReveal", () => {
  it("reveals one step at first, then a step more after each commit, up to the total", async () => {
    const { result } = renderHook(() => useProgressiveReveal(10, 4));
    expect(result.current).toBe(4);
    await act(async () => vi.advanceTimersByTime(0));
    expect(result.current).toBe(8);
    await act(async () => vi.advanceTimersByTime(0));
    expect(result.current).toBe(10);
    await act(async () => vi.runAllTimers());
    expect(result.current).toBe(10);
  });

  it("reveals at once everything up to a wanted item", () => {
    const { result } = renderHook(() => useProgressiveReveal(30, 4, 25));
    expect(result.current).toBe(25);
  });
});
