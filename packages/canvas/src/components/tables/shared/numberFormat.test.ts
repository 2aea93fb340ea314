import { describe, expect, it } from "vitest";
import { DEFAULT_NUMBER_FORMAT, parseNumberFormat } from "./numberFormat";

describe("parseNumberFormat", () => {
  it("defaults to two decimals", () => {
    expect(parseNumberFormat(undefined)).toEqual({ style: "decimal", decimals: 2 });
    expect(DEFAULT_NUMBER_FORMAT).toEqual({ style: "decimal", decimals: 2 });
  });

  it("reads a count of decimals given as a number or as text", () => {
    expect(parseNumberFormat(0)).toEqual({ style: "decimal", decimals: 0 });
    expect(parseNumberFormat("1")).toEqual({ style: "decimal", decimals: 1 });
    expect(parseNumberFormat(" 20 ")).toEqual({ style: "decimal", decimals: 20 });
  });

  it("reads percent with or without decimals", () => {
    expect(parseNumberFormat("percent")).toEqual({ style: "percent", decimals: 2 });
    expect(parseNumberFormat("percent:1")).toEqual({ style: "percent", decimals: 1 });
  });

  it("refuses other formats", () => {
    for (const format of [-1, 1.5, 21, "21", "percent:", "0.00", "YYYY-MM-DD", ""]) {
      expect(parseNumberFormat(format)).toBeNull();
    }
  });
});
