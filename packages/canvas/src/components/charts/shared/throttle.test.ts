import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("throttle", () => {
  it("runs the first call at once and the last of a burst once the wait is over", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled("a");
    throttled("b");
    throttled("c");
    expect(run.mock.calls).toEqual([["a"]]);
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([["a"], ["c"]]);
  });

  it("never runs twice within the wait", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    for (let step = 0; step < 30; step += 1) {
      throttled(step);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(run.mock.calls.at(-1)).toEqual([29]);
  });

  it("runs at once again after a quiet wait", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled(1);
    vi.advanceTimersByTime(1500);
    throttled(2);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it("flushes a pending call now, and cancel drops it", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled(1);
    throttled(2);
    throttled.flush();
    expect(run.mock.calls).toEqual([[1], [2]]);
    throttled(3);
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });
});
