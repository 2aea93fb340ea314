import { describe, expect, it } from "vitest";
import { formatDisplayValue, MISSING_VALUE } from "./formatValue";

describe("formatDisplayValue", () => {
  it("shows text as written", () => {
    expect(formatDisplayValue("+4.2%")).toBe("+4.2%");
    expect(formatDisplayValue("")).toBe("");
  });

  it("formats numbers en-US with up to two decimals, or exactly the decimals asked for", () => {
    expect(formatDisplayValue(48213.456)).toBe("48,213.46");
    expect(formatDisplayValue(12)).toBe("12");
    expect(formatDisplayValue(0.5, 1)).toBe("0.5");
    expect(formatDisplayValue(1234.5, 0)).toBe("1,235");
    expect(formatDisplayValue(3, 2)).toBe("3.00");
  });

  it("shows no minus sign on a value that rounds to zero", () => {
    expect(formatDisplayValue(-0.0004, 2)).toBe("0.00");
    expect(formatDisplayValue(-0.2, 0)).toBe("0");
    expect(formatDisplayValue(-1.5, 1)).toBe("-1.5");
  });

  it("shows a dash for missing values", () => {
    expect(formatDisplayValue(null)).toBe(MISSING_VALUE);
    expect(formatDisplayValue(undefined)).toBe(MISSING_VALUE);
    expect(formatDisplayValue(Number.NaN)).toBe(MISSING_VALUE);
    expect(formatDisplayValue(Number.POSITIVE_INFINITY)).toBe(MISSING_VALUE);
  });
});
