import { describe, expect, it } from "vitest";
import { formatRangeDate, rangeToWindow, rangeUpdateThrottleMs, windowToRange } from "./xRange";

const categories = { axis: "category" as const, categories: ["Mon", "Tue", "Wed", "Thu"], dateOnly: false };
const dates = { axis: "time" as const, categories: [], dateOnly: true };
const dateTimes = { axis: "time" as const, categories: [], dateOnly: false };
const values = { axis: "value" as const, categories: [], dateOnly: false };

describe("x ranges", () => {
  it("are written at most once a second (canvas-components §9)", () => {
    expect(rangeUpdateThrottleMs).toBe(1000);
  });

  it("of a category axis are the first and last categories shown", () => {
    expect(windowToRange(categories, { startValue: 1, endValue: 2.4 })).toEqual({ min: "Tue", max: "Wed" });
    expect(windowToRange(categories, { startValue: -3, endValue: 9 })).toEqual({ min: "Mon", max: "Thu" });
    expect(windowToRange({ ...categories, categories: [] }, { startValue: 0, endValue: 1 })).toBeNull();
  });

  it("of a time axis are local dates, with the time of day when the data has one", () => {
    const start = new Date(2008, 2, 1, 13, 5, 9).getTime();
    const end = new Date(2009, 0, 31).getTime();
    expect(windowToRange(dates, { startValue: start, endValue: end })).toEqual({
      min: "2008-03-01",
      max: "2009-01-31",
    });
    expect(windowToRange(dateTimes, { startValue: start, endValue: end })).toEqual({
      min: "2008-03-01 13:05:09",
      max: "2009-01-31 00:00:00",
    });
    expect(formatRangeDate(new Date(987, 0, 2).getTime(), true)).toBe("0987-01-02");
  });

  it("of a value axis are the values at the edges, rounded", () => {
    expect(windowToRange(values, { startValue: 1.234567, endValue: 9 })).toEqual({ min: 1.2346, max: 9 });
  });

  it("held in parameters become the window that shows them", () => {
    expect(rangeToWindow(categories, "Tue", "Thu")).toEqual({ startValue: 1, endValue: 3 });
    expect(rangeToWindow(categories, "Sun", "Wed")).toEqual({ endValue: 2 });
    expect(rangeToWindow(dates, "2008-03-01", null)).toEqual({ startValue: new Date(2008, 2, 1).getTime() });
    expect(rangeToWindow(values, "2.5", 7)).toEqual({ startValue: 2.5, endValue: 7 });
    expect(rangeToWindow(values, null, "")).toBeNull();
    expect(rangeToWindow(dates, "soon", undefined)).toBeNull();
  });
});
