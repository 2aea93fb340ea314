import { describe, expect, it } from "vitest";
import { addDays, formatGanttDate, parseGanttDate, scaleLabels } from "./ganttDates";

describe("Gantt dates", () => {
  it("read ISO days as local midnight, date-times, Dates and epoch milliseconds", () => {
    expect(parseGanttDate("2026-10-05")).toEqual(new Date(2026, 9, 5));
    expect(parseGanttDate("2026-10-05 06:30")).toEqual(new Date(2026, 9, 5, 6, 30));
    expect(parseGanttDate(new Date(2026, 0, 1))).toEqual(new Date(2026, 0, 1));
    expect(parseGanttDate(0)).toEqual(new Date(0));
  });

  it("read nothing from empty, unreadable or missing values", () => {
    for (const value of ["", "  ", "next week", Number.NaN, new Date(Number.NaN), null, undefined])
      expect(parseGanttDate(value)).toBeNull();
  });

  it("show in the grid as day month year (canvas-components §9)", () => {
    expect(formatGanttDate(new Date(2026, 2, 2))).toBe("02 Mar 2026");
    expect(formatGanttDate(null)).toBe("");
  });

  it("add whole days, across month ends", () => {
    expect(addDays(new Date(2026, 9, 31), 1)).toEqual(new Date(2026, 10, 1));
  });

  it("label the scale's units", () => {
    const date = new Date(2026, 7, 3);
    expect(
      [
        scaleLabels.year,
        scaleLabels.quarter,
        scaleLabels.month,
        scaleLabels.monthOfYear,
        scaleLabels.week,
        scaleLabels.day,
      ].map((label) => label(date)),
    ).toEqual(["2026", "Q3", "Aug", "August 2026", "03 Aug", "03"]);
  });
});
