import { describe, expect, it } from "vitest";
import { trendGeometry } from "./trendPath";

describe("trendGeometry", () => {
  it("spreads values left to right with the lowest at the bottom and the highest at the top", () => {
    const trend = trendGeometry([1, 3, 2], 100, 40);
    expect(trend.line).toBe("M0 40 L50 0 L100 20");
    expect(trend.area).toBe("M0 40 L50 0 L100 20 L100 40 L0 40 Z");
    expect(trend.last).toEqual({ x: 100, y: 20 });
    expect([trend.low, trend.high, trend.count]).toEqual([1, 3, 3]);
  });

  it("draws a flat series in the middle and a single value at the centre", () => {
    expect(trendGeometry([5, 5], 10, 10).line).toBe("M0 5 L10 5");
    expect(trendGeometry([7], 10, 10)).toMatchObject({ line: "M5 5", area: "", last: { x: 5, y: 5 } });
  });

  it("breaks the line at missing values", () => {
    const trend = trendGeometry([0, 10, null, 5, Number.NaN, 10], 50, 10);
    expect(trend.line).toBe("M0 10 L10 0 M30 5 M50 0");
    expect(trend.area).toBe("M0 10 L10 0 L10 10 L0 10 Z");
    expect(trend.last).toEqual({ x: 50, y: 0 });
    expect(trend.count).toBe(4);
  });

  it("draws nothing without values", () => {
    expect(trendGeometry([], 10, 10)).toEqual({ line: "", area: "", last: null, low: null, high: null, count: 0 });
    expect(trendGeometry([null], 10, 10).line).toBe("");
  });
});
