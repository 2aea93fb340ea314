import { describe, expect, it } from "vitest";
import { isoDate } from "../../../template/localDates";
import {
  eventDays,
  eventsByDay,
  fromIsoDate,
  longDate,
  MAX_CALENDAR_SLOTS,
  monthTitle,
  monthWeeks,
  moveFocus,
  readMonth,
  shiftDate,
  weekdayOrder,
} from "./monthGrid";

describe("monthWeeks", () => {
  it("covers the month in whole weeks starting on Monday", () => {
    const weeks = monthWeeks("2026-10", "monday");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((cell) => cell.iso)).toEqual([
      "2026-09-28",
      "2026-09-29",
      "2026-09-30",
      "2026-10-01",
      "2026-10-02",
      "2026-10-03",
      "2026-10-04",
    ]);
    expect(weeks[0]?.map((cell) => cell.inMonth)).toEqual([false, false, false, true, true, true, true]);
    expect(weeks[4]?.at(-1)).toEqual({ iso: "2026-11-01", day: 1, inMonth: false });
  });

  it("starts on Sunday when asked, and takes six weeks when the month needs them", () => {
    expect(monthWeeks("2026-10", "sunday")[0]?.[0]?.iso).toBe("2026-09-27");
    expect(monthWeeks("2026-08", "monday")).toHaveLength(6);
    expect(monthWeeks("2026-02", "sunday")).toHaveLength(4);
  });

  it("names weekdays in column order", () => {
    expect(weekdayOrder("monday")[0]).toBe("Monday");
    expect(weekdayOrder("monday")[6]).toBe("Sunday");
    expect(weekdayOrder("sunday")[0]).toBe("Sunday");
  });
});

describe("dates", () => {
  it("move by days, and by months keeping the day inside the month", () => {
    expect(shiftDate("2026-10-31", 1)).toBe("2026-11-01");
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDate("2026-01-31", 0, 1)).toBe("2026-02-28");
    expect(shiftDate("2026-12-15", 0, 1)).toBe("2027-01-15");
  });

  it("read and write YYYY-MM-DD as local dates, and name months and days", () => {
    expect(fromIsoDate("2026-10-18")).toEqual(new Date(2026, 9, 18));
    expect(fromIsoDate("soon")).toBeNull();
    expect(isoDate(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(monthTitle("2026-10")).toBe("October 2026");
    expect(longDate("2026-10-18")).toBe("Sunday 18 October 2026");
  });
});

describe("moveFocus (a date grid's keys)", () => {
  it("moves by day and week with the arrows", () => {
    expect(moveFocus("2026-10-15", "ArrowLeft", "monday")).toBe("2026-10-14");
    expect(moveFocus("2026-10-15", "ArrowRight", "monday")).toBe("2026-10-16");
    expect(moveFocus("2026-10-15", "ArrowUp", "monday")).toBe("2026-10-08");
    expect(moveFocus("2026-10-31", "ArrowDown", "monday")).toBe("2026-11-07");
  });

  it("goes to the week's ends with Home and End, and by month with Page Up and Page Down", () => {
    expect(moveFocus("2026-10-15", "Home", "monday")).toBe("2026-10-12");
    expect(moveFocus("2026-10-15", "End", "monday")).toBe("2026-10-18");
    expect(moveFocus("2026-10-15", "Home", "sunday")).toBe("2026-10-11");
    expect(moveFocus("2026-10-31", "PageDown", "monday")).toBe("2026-11-30");
    expect(moveFocus("2026-10-15", "PageUp", "monday")).toBe("2026-09-15");
    expect(moveFocus("2026-10-15", "a", "monday")).toBeNull();
  });
});

describe("events", () => {
  it("cover their days: a date-only end is the last day, a midnight date-time end the day before", () => {
    expect(eventDays({ start: "2026-10-12", end: "2026-10-14", title: "Shutdown" })).toEqual({
      first: "2026-10-12",
      last: "2026-10-14",
    });
    expect(eventDays({ start: "2026-10-29 06:00", end: "2026-10-30 00:00", title: "Survey" })).toEqual({
      first: "2026-10-29",
      last: "2026-10-29",
    });
    expect(eventDays({ start: new Date(2026, 9, 6, 6), end: new Date(2026, 9, 7), title: "Inspection" })).toEqual({
      first: "2026-10-06",
      last: "2026-10-06",
    });
    expect(eventDays({ start: "2026-10-13", title: "Service" })).toEqual({ first: "2026-10-13", last: "2026-10-13" });
    expect(eventDays({ start: "2026-10-13", end: "2026-10-01", title: "Backwards" })).toEqual({
      first: "2026-10-13",
      last: "2026-10-13",
    });
    expect(eventDays({ start: "whenever", title: "Never" })).toBeNull();
  });

  it("are listed on every day they cover inside the grid", () => {
    const events = [
      { start: "2026-09-27", end: "2026-09-29", title: "Before and into" },
      { start: "2026-09-29", title: "Inside" },
      { start: "2026-12-01", title: "Later" },
    ];
    const byDay = eventsByDay(events, "2026-09-28", "2026-11-01");
    expect([...byDay.keys()]).toEqual(["2026-09-28", "2026-09-29"]);
    expect(byDay.get("2026-09-29")?.map((event) => event.title)).toEqual(["Before and into", "Inside"]);
  });

  it("fill at most 1,000,000 timeline slots, leaving out the events past the limit", () => {
    expect(MAX_CALENDAR_SLOTS).toBe(1_000_000);
    // 35 days in the grid: 30,000 events over all of them would take 1,050,000 slots.
    const events = Array.from({ length: 30_000 }, (_, index) => ({
      start: "2026-09-01",
      end: "2026-11-30",
      title: `Event ${index}`,
    }));
    const byDay = eventsByDay(events, "2026-09-28", "2026-11-01");
    const slots = [...byDay.values()].reduce((sum, list) => sum + list.length, 0);
    expect(slots).toBe(1_000_000);
    expect(byDay.get("2026-09-28")?.length).toBe(28_572);
    expect(byDay.get("2026-11-01")?.length).toBe(28_571);
    expect(byDay.get("2026-11-01")?.at(-1)?.title).toBe("Event 28570");
  });
});

describe("readMonth", () => {
  it("reads YYYY-MM, a date in the month or a Date, and nothing else", () => {
    expect(readMonth("2026-10")).toBe("2026-10");
    expect(readMonth("2026-10-05T06:00")).toBe("2026-10");
    expect(readMonth(new Date(2026, 1, 3))).toBe("2026-02");
    expect(readMonth(null)).toBeNull();
    expect(readMonth(202610)).toBeNull();
    expect(readMonth("2026-13")).toBeNull();
    expect(readMonth("October")).toBeNull();
  });
});
