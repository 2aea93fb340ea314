import { describe, expect, it } from "vitest";
import { isoDate, MONTH_NAMES, twoDigits, WEEKDAY_NAMES } from "./localDates";

describe("local dates", () => {
  it("travel as 'YYYY-MM-DD' of the local day, late evenings included", () => {
    expect(isoDate(new Date(2026, 9, 5, 23, 59))).toBe("2026-10-05");
    expect(isoDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });

  it("name twelve months from January and seven weekdays from Sunday, and pad to two digits", () => {
    expect([MONTH_NAMES.length, MONTH_NAMES[0], MONTH_NAMES[11]]).toEqual([12, "January", "December"]);
    expect([WEEKDAY_NAMES.length, WEEKDAY_NAMES[0], WEEKDAY_NAMES[6]]).toEqual([7, "Sunday", "Saturday"]);
    expect([twoDigits(5), twoDigits(12)]).toEqual(["05", "12"]);
  });
});
