import { describe, expect, it } from "vitest";
import { daysUntil, formatDay, formatMoment } from "./tokenDates";

describe("token dates", () => {
  it("shows a day with its short month name", () => {
    expect(formatDay("2026-11-26T12:00:00.000Z")).toBe("26 Nov 2026");
  });

  it("says Never for a token not used yet", () => {
    expect(formatMoment(null)).toBe("Never");
  });

  it("counts whole days left, and none once past", () => {
    const now = Date.parse("2026-01-01T00:00:00.000Z");
    expect(daysUntil("2026-01-31T00:00:00.000Z", now)).toBe(30);
    expect(daysUntil("2026-01-01T01:00:00.000Z", now)).toBe(1);
    expect(daysUntil("2025-12-01T00:00:00.000Z", now)).toBe(0);
  });
});
