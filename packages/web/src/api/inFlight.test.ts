import { describe, expect, it } from "vitest";
import { createInFlightCounter } from "./inFlight";

describe("createInFlightCounter", () => {
  it("notifies subscribers of every change until they unsubscribe", () => {
    const counter = createInFlightCounter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe((count) => seen.push(count));

    counter.increment();
    counter.increment();
    counter.decrement();
    unsubscribe();
    counter.decrement();

    expect(seen).toEqual([1, 2, 1]);
    expect(counter.count()).toBe(0);
  });

  it("never goes below 0", () => {
    const counter = createInFlightCounter();
    counter.decrement();
    expect(counter.count()).toBe(0);
  });
});
