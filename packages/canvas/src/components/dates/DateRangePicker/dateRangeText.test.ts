import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  defaultRangeFormat,
  emptyRange,
  formatDateRange,
  parseDateRangeText,
  parseStoredRange,
  rangeSeparator,
  reversedRangeMessage,
  sameStoredRange,
  toStoredRange,
  unreadableRangeMessage,
} from "./dateRangeText";

const may = { start: dayjs("2025-05-01"), end: dayjs("2025-05-31") };
const iso = (parsed: ReturnType<typeof parseDateRangeText>) =>
  parsed.status === "complete" ? [parsed.start.format("YYYY-MM-DD"), parsed.end.format("YYYY-MM-DD")] : parsed.status;

describe("formatDateRange", () => {
  it("writes day/month/year with ' to ' between start and end", () => {
    expect(defaultRangeFormat).toBe("DD/MM/YYYY");
    expect(rangeSeparator).toBe(" to ");
    expect(formatDateRange(may, defaultRangeFormat)).toBe("01/05/2025 to 31/05/2025");
  });

  it("writes a range being chosen and nothing for an empty one", () => {
    expect(formatDateRange({ start: may.start, end: null }, defaultRangeFormat)).toBe("01/05/2025 to ");
    expect(formatDateRange(emptyRange, defaultRangeFormat)).toBe("");
  });
});

describe("parseDateRangeText", () => {
  it("reads the text it writes, and one-digit days and months", () => {
    expect(iso(parseDateRangeText("01/05/2025 to 31/05/2025", "DD/MM/YYYY"))).toEqual(["2025-05-01", "2025-05-31"]);
    expect(iso(parseDateRangeText(" 1/5/2025 TO 31/5/2025 ", "DD/MM/YYYY"))).toEqual(["2025-05-01", "2025-05-31"]);
  });

  it("reads a single date as a one-day range", () => {
    expect(iso(parseDateRangeText("15/05/2025", "DD/MM/YYYY"))).toEqual(["2025-05-15", "2025-05-15"]);
  });

  it("refuses an end before the start, impossible dates and other text", () => {
    expect(iso(parseDateRangeText("31/05/2025 to 01/05/2025", "DD/MM/YYYY"))).toBe("reversed");
    expect(iso(parseDateRangeText("31/02/2025 to 01/03/2025", "DD/MM/YYYY"))).toBe("unreadable");
    expect(iso(parseDateRangeText("May 2025", "DD/MM/YYYY"))).toBe("unreadable");
    expect(iso(parseDateRangeText("1/5/2025 to 2/5/2025 to 3/5/2025", "DD/MM/YYYY"))).toBe("unreadable");
    expect(iso(parseDateRangeText("  ", "DD/MM/YYYY"))).toBe("empty");
  });

  it("follows another format", () => {
    expect(iso(parseDateRangeText("2025-05-01 to 2025-05-02", "YYYY-MM-DD"))).toEqual(["2025-05-01", "2025-05-02"]);
  });

  it("words its messages", () => {
    expect(unreadableRangeMessage("DD/MM/YYYY")).toBe("Enter the dates as DD/MM/YYYY to DD/MM/YYYY.");
    expect(reversedRangeMessage).toBe("The end date cannot be before the start date.");
  });
});

describe("stored ranges", () => {
  it("store [start, end] as ISO dates, null when incomplete", () => {
    expect(toStoredRange(may)).toEqual(["2025-05-01", "2025-05-31"]);
    expect(toStoredRange({ start: may.start, end: null })).toBeNull();
  });

  it("read back complete, ordered ranges only", () => {
    expect(toStoredRange(parseStoredRange(["2025-05-01", "2025-05-31"]))).toEqual(["2025-05-01", "2025-05-31"]);
    expect(parseStoredRange(["2025-05-31", "2025-05-01"])).toEqual(emptyRange);
    expect(parseStoredRange("2025-05-01")).toEqual(emptyRange);
    expect(parseStoredRange(null)).toEqual(emptyRange);
  });

  it("compare by their dates", () => {
    expect(sameStoredRange(["2025-05-01", "2025-05-31"], ["2025-05-01", "2025-05-31"])).toBe(true);
    expect(sameStoredRange(["2025-05-01", "2025-05-31"], null)).toBe(false);
    expect(sameStoredRange(null, null)).toBe(true);
  });
});
