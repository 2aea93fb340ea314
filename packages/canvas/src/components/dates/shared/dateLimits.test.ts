import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { dateProblem, tighterBound } from "./dateLimits";

const limits = { min: dayjs("2025-01-01"), max: dayjs("2025-12-31"), unit: "day" as const };

describe("dateProblem", () => {
  it("accepts empty and in-range dates, the bounds included", () => {
    expect(dateProblem(null, limits, "YYYY/MM/DD")).toBeNull();
    expect(dateProblem(dayjs("2025-01-01T18:00"), limits, "YYYY/MM/DD")).toBeNull();
    expect(dateProblem(dayjs("2025-12-31"), limits, "YYYY/MM/DD")).toBeNull();
  });

  it("names the bound a date passes, in the display format", () => {
    expect(dateProblem(dayjs("2024-12-31"), limits, "YYYY/MM/DD")).toBe("The earliest allowed is 2025/01/01.");
    expect(dateProblem(dayjs("2026-01-01"), limits, "DD/MM/YYYY")).toBe("The latest allowed is 31/12/2025.");
  });

  it("asks for a complete date when the typed one is not valid", () => {
    expect(dateProblem(dayjs("nope"), limits, "YYYY/MM/DD")).toBe("Enter a complete date as YYYY/MM/DD.");
  });

  it("compares by minute for date-times", () => {
    const byMinute = { min: dayjs("2025-01-01T08:30"), max: null, unit: "minute" as const };
    expect(dateProblem(dayjs("2025-01-01T08:29"), byMinute, "YYYY/MM/DD HH:mm")).toBe(
      "The earliest allowed is 2025/01/01 08:30.",
    );
    expect(dateProblem(dayjs("2025-01-01T08:30"), byMinute, "YYYY/MM/DD HH:mm")).toBeNull();
  });
});

describe("tighterBound", () => {
  it("keeps the tighter of two bounds", () => {
    const early = dayjs("2025-01-01");
    const late = dayjs("2025-06-01");
    expect(tighterBound(early, late, "later")).toBe(late);
    expect(tighterBound(early, late, "earlier")).toBe(early);
    expect(tighterBound(null, late, "later")).toBe(late);
    expect(tighterBound(early, null, "earlier")).toBe(early);
  });
});
