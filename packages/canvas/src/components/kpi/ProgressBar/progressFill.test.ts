import { describe, expect, it } from "vitest";
import { clampFill, fillPercent } from "./progressFill";

describe("clampFill", () => {
  it.each([
    [0.42, 0.42],
    [0, 0],
    [1, 1],
    [-0.2, 0],
    [1.7, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("%s → %s", (value, expected) => {
    expect(clampFill(value)).toBe(expected);
  });
});

describe("fillPercent", () => {
  it("rounds the clamped share to a whole percentage", () => {
    expect(fillPercent(0.724)).toBe(72);
    expect(fillPercent(0.725)).toBe(73);
    expect(fillPercent(3)).toBe(100);
    expect(fillPercent(-1)).toBe(0);
  });
});
