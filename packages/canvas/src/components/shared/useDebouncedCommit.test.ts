import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedCommit } from "./useDebouncedCommit";

describe("useDebouncedCommit", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("commits only the last value scheduled, once nothing else is scheduled for the delay", () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit(commit, 100));
    act(() => result.current.schedule("1"));
    act(() => vi.advanceTimersByTime(60));
    act(() => result.current.schedule("19"));
    act(() => vi.advanceTimersByTime(99));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith("19");
  });

  it("commits the scheduled value at once when flushed, and nothing when none is scheduled", () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit(commit, 100));
    act(() => result.current.flush());
    expect(commit).not.toHaveBeenCalled();
    act(() => result.current.schedule(1960));
    act(() => result.current.flush());
    expect(commit).toHaveBeenCalledExactlyOnceWith(1960);
    act(() => vi.advanceTimersByTime(100));
    expect(commit).toHaveBeenCalledOnce();
  });

  it("drops a cancelled value", () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit(commit, 100));
    act(() => result.current.schedule(1960));
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(100));
    expect(commit).not.toHaveBeenCalled();
  });

  it("commits through the newest commit function, and a value still scheduled when it goes away", () => {
    const first = vi.fn();
    const newest = vi.fn();
    const { result, rerender, unmount } = renderHook(({ commit }) => useDebouncedCommit(commit, 100), {
      initialProps: { commit: first },
    });
    act(() => result.current.schedule(1965));
    rerender({ commit: newest });
    unmount();
    expect(first).not.toHaveBeenCalled();
    expect(newest).toHaveBeenCalledExactlyOnceWith(1965);
  });
});
