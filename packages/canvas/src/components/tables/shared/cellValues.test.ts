import { describe, expect, it } from "vitest";
import { formatDate } from "../../../template/formatDate";
import { patternHasTime, toBooleanOrNull, toLocalDate, toNumberOrNull, wallClockOf, wallClockText } from "./cellValues";

describe("wallClockOf", () => {
  it("takes text without a zone as written", () => {
    expect(wallClockOf("2001-01-01T06:47:00")).toEqual({
      year: 2001,
      month: 1,
      day: 1,
      hour: 6,
      minute: 47,
      second: 0,
    });
    expect(wallClockOf("2026-10-05")).toEqual({ year: 2026, month: 10, day: 5, hour: 0, minute: 0, second: 0 });
  });

  it("reads instants in UTC, as fmt.date shows them", () => {
    expect(wallClockOf("2026-10-05T23:30:15+02:00")).toEqual({
      year: 2026,
      month: 10,
      day: 5,
      hour: 21,
      minute: 30,
      second: 15,
    });
    expect(wallClockOf(Date.UTC(2001, 2, 4, 5, 6, 7))).toMatchObject({ month: 3, day: 4, hour: 5, second: 7 });
    expect(wallClockOf(new Date(Date.UTC(1999, 11, 31, 23, 59, 59)))).toMatchObject({ year: 1999, minute: 59 });
  });

  it("reads text without a zone as fmt.date does, seconds and fractions included", () => {
    for (const text of ["2001-01-13T08:11:07.250", "2001-01-13 08:11", " 2024-02-29T23:59:59 "]) {
      expect(wallClockOf(text)).not.toBeNull();
      expect(wallClockText(toLocalDate(text) as Date, true)).toBe(formatDate(text, "YYYY-MM-DD[T]HH:mm:ss"));
    }
  });

  it("takes a year below 100 written as text as no date, as fmt.date does", () => {
    expect(wallClockOf("0050-01-01")).toBeNull();
    expect(formatDate("0050-01-01")).toBe("");
  });

  it("gives null for an instant whose year four digits cannot show", () => {
    expect(wallClockOf(Date.UTC(10000, 0, 1))).toBeNull();
    expect(wallClockOf(new Date(Date.UTC(-1, 0, 1)))).toBeNull();
  });

  it("gives null for what is not a date", () => {
    for (const value of [
      null,
      undefined,
      "",
      "soon",
      "2026-02-30",
      "2025-02-29",
      "2026-01-01T24:00",
      true,
      {},
      Number.NaN,
    ]) {
      expect(wallClockOf(value)).toBeNull();
    }
  });
});

describe("toLocalDate and wallClockText", () => {
  it("round-trip the calendar fields through a local Date", () => {
    const date = toLocalDate("2001-01-13T08:11:00");
    expect(date?.getHours()).toBe(8);
    expect(date?.getDate()).toBe(13);
    expect(wallClockText(date as Date, true)).toBe("2001-01-13T08:11:00");
    expect(wallClockText(date as Date, false)).toBe("2001-01-13");
  });
});

describe("toNumberOrNull and toBooleanOrNull", () => {
  it("accept numbers and numeric text only", () => {
    expect(toNumberOrNull(12.5)).toBe(12.5);
    expect(toNumberOrNull("-3")).toBe(-3);
    for (const value of ["", "abc", null, undefined, Number.POSITIVE_INFINITY, true]) {
      expect(toNumberOrNull(value)).toBeNull();
    }
  });

  it("accept booleans and the words true and false", () => {
    expect(toBooleanOrNull(true)).toBe(true);
    expect(toBooleanOrNull(" FALSE ")).toBe(false);
    for (const value of ["yes", 1, 0, null]) expect(toBooleanOrNull(value)).toBeNull();
  });
});

describe("patternHasTime", () => {
  it("sees hours, minutes, seconds and AM/PM outside brackets", () => {
    expect(patternHasTime("YYYY-MM-DD HH:mm")).toBe(true);
    expect(patternHasTime("h A")).toBe(true);
    expect(patternHasTime("ddd D MMM YYYY")).toBe(false);
    expect(patternHasTime("[Week of] D MMM")).toBe(false);
  });
});
