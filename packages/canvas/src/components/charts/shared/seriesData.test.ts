import { describe, expect, it } from "vitest";
import { readChartData } from "./chartRows";
import { pointCount, seriesData } from "./seriesData";

describe("seriesData", () => {
  it("lines a series up with every category, leaving gaps where it has none", () => {
    const rows = [
      { day: "Mon", shift: "Day", t: 3 },
      { day: "Tue", shift: "Day", t: 4 },
      { day: "Tue", shift: "Night", t: 2 },
    ];
    const data = readChartData({ rows, x: "day", y: "t", seriesBy: "shift" });
    const night = seriesData(data.series[1] as (typeof data.series)[number], data);
    expect(night.values).toEqual([
      ["Mon", null],
      ["Tue", 2],
    ]);
    expect(night.rows).toEqual([undefined, rows[2]]);
    expect(pointCount(data)).toBe(3);
  });

  it("keeps the points of a time axis as [x, y] pairs in x order", () => {
    const rows = [
      { at: "2026-01-02", v: 2 },
      { at: "2026-01-01", v: 1 },
    ];
    const data = readChartData({ rows, x: "at", y: "v" });
    const { values, rows: behind } = seriesData(data.series[0] as (typeof data.series)[number], data);
    expect(values).toEqual([
      [new Date(2026, 0, 1).getTime(), 1],
      [new Date(2026, 0, 2).getTime(), 2],
    ]);
    expect(behind).toEqual([rows[1], rows[0]]);
  });
});
