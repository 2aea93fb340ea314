import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./useDebouncedValue";

const isBlank = (text: string) => text.trim() === "";

describe("useDebouncedValue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the new value only once it has stopped changing for the delay", () => {
    const hook = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: "a" } });
    hook.rerender({ value: "ab" });
    act(() => vi.advanceTimersByTime(200));
    hook.rerender({ value: "abc" });
    act(() => vi.advanceTimersByTime(200));
    expect(hook.result.current).toBe("a");
    act(() => vi.advanceTimersByTime(100));
    expect(hook.result.current).toBe("abc");
  });

  it("applies a value the caller marks as urgent without waiting", () => {
    const hook = renderHook(({ value }) => useDebouncedValue(value, 300, { settlesAtOnce: isBlank }), {
      initialProps: { value: "north" },
    });
    hook.rerender({ value: "" });
    expect(hook.result.current).toBe("");
    hook.rerender({ value: "s" });
    expect(hook.result.current).toBe("");
    act(() => vi.advanceTimersByTime(300));
    expect(hook.result.current).toBe("s");
  });
});
