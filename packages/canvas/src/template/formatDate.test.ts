import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate";

describe("formatDate", () => {
  it.each<[unknown, unknown, string]>([
    ["2026-10-05", "D MMM YYYY", "5 Oct 2026"],
    ["2026-10-05", "ddd D MMM", "Mon 5 Oct"],
    ["2008-09-01", "MMM YYYY", "Sep 2008"],
    ["2001-01-01 06:47:00", undefined, "2001-01-01 06:47"],
    ["2026-10-05T18:07:09", "dddd D MMMM YY, h:mm:ss A", "Monday 5 October 26, 6:07:09 PM"],
    ["2026-10-05T00:30", "hh:mm A H HH", "12:30 AM 0 00"],
    ["2026-10-05T12:00:00.123", "h A", "12 PM"],
    ["2026-03-04", "M/D DD.MM", "3/4 04.03"],
    ["2026-10-05T23:30:00Z", "YYYY-MM-DD HH:mm", "2026-10-05 23:30"],
    ["2026-10-05T23:30:00+02:00", "YYYY-MM-DD HH:mm", "2026-10-05 21:30"],
    [Date.UTC(2026, 9, 5, 6, 47), undefined, "2026-10-05 06:47"],
    [new Date(Date.UTC(2024, 1, 29)), "D MMMM YYYY", "29 February 2024"],
    ["2026-10-05", "[Week of] D MMM", "Week of 5 Oct"],
    ["2026-10-05", null, "2026-10-05 00:00"],
  ])("formatDate(%j, %j) is %j", (value, pattern, expected) => {
    expect(formatDate(value, pattern)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "not a date",
    "2026-02-30",
    "2026-13-01",
    "2026-10-05T25:00",
    "Oct 5, 2026",
    Number.NaN,
    new Date("x"),
    {},
    true,
  ])("%j gives ''", (value) => {
    expect(formatDate(value)).toBe("");
  });
});
