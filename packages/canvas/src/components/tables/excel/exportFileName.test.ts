import { describe, expect, it } from "vitest";
import { exportFileName } from "./exportFileName";

describe("exportFileName", () => {
  it("is '{page title} - YYYY-MM-DD-HHmm.xlsx' in local time", () => {
    expect(exportFileName("Flight log · Storyframe Demo", new Date(2026, 9, 5, 7, 4, 59))).toBe(
      "Flight log · Storyframe Demo - 2026-10-05-0704.xlsx",
    );
    expect(exportFileName("Plan", new Date(2001, 0, 13, 23, 59))).toBe("Plan - 2001-01-13-2359.xlsx");
  });

  it("keeps the title usable as a file name", () => {
    const when = new Date(2026, 0, 2, 3, 4);
    expect(exportFileName("US air travel: traffic and delays", when)).toBe(
      "US air travel - traffic and delays - 2026-01-02-0304.xlsx",
    );
    expect(exportFileName('Q3/Q4 "plan" <draft>?', when)).toBe("Q3-Q4 -plan- -draft- - 2026-01-02-0304.xlsx");
    expect(exportFileName("  Routes\tby\nstate...  ", when)).toBe("Routes by state - 2026-01-02-0304.xlsx");
    expect(exportFileName("x".repeat(400), when)).toBe(`${"x".repeat(150)} - 2026-01-02-0304.xlsx`);
  });

  it("falls back to 'Table' when the title has no letter or digit", () => {
    expect(exportFileName("", new Date(2026, 0, 2, 3, 4))).toBe("Table - 2026-01-02-0304.xlsx");
    expect(exportFileName(" ?? ", new Date(2026, 0, 2, 3, 4))).toBe("Table - 2026-01-02-0304.xlsx");
  });
});
