import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  defaultDisplayFormats,
  isReadableDate,
  normaliseStoredDate,
  parseStoredDate,
  toStoredDate,
} from "./storedDate";

describe("stored dates", () => {
  it("has the spec's default display formats", () => {
    expect(defaultDisplayFormats).toEqual({ date: "YYYY/MM/DD", dateTime: "YYYY/MM/DD HH:mm" });
  });

  it("reads ISO text, timestamps and dates, and refuses anything else", () => {
    expect(parseStoredDate("2025-03-01")?.format("YYYY-MM-DD")).toBe("2025-03-01");
    expect(parseStoredDate(new Date(2025, 2, 1))?.format("YYYY-MM-DD")).toBe("2025-03-01");
    expect(parseStoredDate("")).toBeNull();
    expect(parseStoredDate("not a date")).toBeNull();
    expect(parseStoredDate(null)).toBeNull();
    expect(parseStoredDate({})).toBeNull();
  });

  it("stores a date as 'YYYY-MM-DD' and a date-time as a local ISO date-time", () => {
    const date = dayjs("2025-03-01T14:05:00");
    expect(toStoredDate(date, "date")).toBe("2025-03-01");
    expect(toStoredDate(date, "dateTime")).toBe("2025-03-01T14:05:00");
    expect(toStoredDate(null, "date")).toBeNull();
    expect(toStoredDate(dayjs("nope"), "date")).toBeNull();
  });

  it("normalises stored values to the picker's kind", () => {
    expect(normaliseStoredDate("2025-03-01T00:00", "date")).toBe("2025-03-01");
    expect(normaliseStoredDate(undefined, "date")).toBeNull();
  });

  it("tells readable date attributes from others", () => {
    expect(isReadableDate("2025-01-31")).toBe(true);
    expect(isReadableDate("31st of January")).toBe(false);
  });
});
