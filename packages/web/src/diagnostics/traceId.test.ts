import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createInFlightCounter } from "../api/inFlight";
import { createTraceIdRotation, newTraceId } from "./traceId";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function sequence() {
  let n = 0;
  return () => {
    n += 1;
    return `trace-${n}`;
  };
}

describe("createTraceIdRotation", () => {
  it("keeps one id while requests are under way and for 2 s after the last one", () => {
    const counter = createInFlightCounter();
    const rotation = createTraceIdRotation(counter, { generate: sequence() });
    expect(rotation.current()).toBe("trace-1");

    counter.increment();
    vi.advanceTimersByTime(10_000);
    expect(rotation.current()).toBe("trace-1");

    counter.decrement();
    vi.advanceTimersByTime(1999);
    expect(rotation.current()).toBe("trace-1");
    vi.advanceTimersByTime(1);
    expect(rotation.current()).toBe("trace-2");
    rotation.stop();
  });

  it("starts the 2 s again when a request begins before they are over", () => {
    const counter = createInFlightCounter();
    const onChange = vi.fn();
    const rotation = createTraceIdRotation(counter, { generate: sequence(), onChange });

    counter.increment();
    counter.decrement();
    vi.advanceTimersByTime(1500);
    counter.increment();
    vi.advanceTimersByTime(1000);
    counter.decrement();
    vi.advanceTimersByTime(1500);
    expect(rotation.current()).toBe("trace-1");
    vi.advanceTimersByTime(500);
    expect(rotation.current()).toBe("trace-2");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("trace-2");
    rotation.stop();
  });

  it("stops listening when stopped", () => {
    const counter = createInFlightCounter();
    const rotation = createTraceIdRotation(counter, { generate: sequence() });
    counter.increment();
    counter.decrement();
    rotation.stop();
    vi.advanceTimersByTime(5000);
    expect(rotation.current()).toBe("trace-1");
  });
});

describe("newTraceId", () => {
  it("makes distinct UUID-shaped ids, also without crypto.randomUUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newTraceId()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const a = newTraceId();
      expect(a).toMatch(uuid);
      expect(newTraceId()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});
