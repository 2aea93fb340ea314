import { describe, expect, it } from "vitest";
import { DEFAULT_ZOOM, SCALE_HEIGHT, zoomLevels } from "./ganttConstants";
import { scaleRowHeight, zoomScales } from "./ganttScales";

describe("zoom levels (canvas-components §4, §9)", () => {
  it("are day, week, month, quarter and year, year by default", () => {
    expect(zoomLevels).toEqual(["day", "week", "month", "quarter", "year"]);
    expect(DEFAULT_ZOOM).toBe("year");
  });

  it("show the level's unit in the lowest row, under the unit that groups it", () => {
    expect(zoomLevels.map((level) => zoomScales(level).map((scale) => scale.unit))).toEqual([
      ["month", "day"],
      ["month", "week"],
      ["year", "month"],
      ["year", "quarter"],
      ["year"],
    ]);
  });

  it("share the scale height of 60 px between their rows", () => {
    expect(SCALE_HEIGHT).toBe(60);
    expect(scaleRowHeight(zoomScales("day"))).toBe(30);
    expect(scaleRowHeight(zoomScales("year"))).toBe(60);
  });

  it("label their cells", () => {
    const [months, days] = zoomScales("day");
    const date = new Date(2026, 9, 5);
    expect(typeof months?.format === "function" && months.format(date)).toBe("October 2026");
    expect(typeof days?.format === "function" && days.format(date)).toBe("05");
  });

  it("hand SVAR a fresh copy each time", () => {
    expect(zoomScales("month")).not.toBe(zoomScales("month"));
    expect(zoomScales("month")[0]).not.toBe(zoomScales("month")[0]);
  });
});
