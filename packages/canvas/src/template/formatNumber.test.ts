import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent } from "./formatNumber";

describe("formatNumber", () => {
  it.each<[unknown, unknown, string]>([
    [987393.4, 0, "987,393"],
    [34.06, 1, "34.1"],
    [1234.5, undefined, "1,234.50"],
    [1234.5, null, "1,234.50"],
    [-1234.567, 2, "-1,234.57"],
    [0, 0, "0"],
    [-0.04, 1, "0.0"],
    ["1200.5", 1, "1,200.5"],
    [1e21, 0, "1,000,000,000,000,000,000,000"],
    [1.5, 25, "1.50000000000000000000"],
    [1.5, -3, "2"],
    [1.5, "1", "1.5"],
    [1.5, "x", "1.50"],
  ])("formatNumber(%j, %j) is %j", (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([null, undefined, "", "abc", Number.NaN, Number.POSITIVE_INFINITY, {}, [], true])("%j gives ''", (value) => {
    expect(formatNumber(value)).toBe("");
  });
});

describe("formatPercent", () => {
  it.each<[unknown, unknown, string]>([
    [0.123, undefined, "12.30%"],
    [0.25, 1, "25.0%"],
    [0.8047, 1, "80.5%"],
    [-0.0131, 1, "-1.3%"],
    [12.5, 0, "1,250%"],
    [-0.00001, 1, "0.0%"],
  ])("formatPercent(%j, %j) is %j", (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected);
  });

  it("gives '' for missing values", () => {
    expect(formatPercent(null, 1)).toBe("");
    expect(formatPercent(undefined)).toBe("");
  });
});
