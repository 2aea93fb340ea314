import { describe, expect, it } from "vitest";
import { excelDateFormat, excelNumberFormat } from "./excelFormats";

describe("excelDateFormat", () => {
  it("turns fmt.date tokens into Excel's", () => {
    expect(excelDateFormat("YYYY-MM-DD HH:mm")).toBe("yyyy-mm-dd hh:mm");
    expect(excelDateFormat("ddd D MMM YYYY")).toBe("ddd d mmm yyyy");
    expect(excelDateFormat("DD/MM/YY h:mm:ss A")).toBe("dd/mm/yy h:mm:ss AM/PM");
    expect(excelDateFormat("MMMM")).toBe("mmmm");
  });

  it("quotes literal text, including [bracketed] text", () => {
    expect(excelDateFormat("[Week of] D MMM")).toBe('"Week of" d mmm');
    expect(excelDateFormat("D MMM @ HH:mm")).toBe('d mmm" @ "hh:mm');
    expect(excelDateFormat('YYYY"x')).toBe('yyyy"x"');
  });
});

describe("excelNumberFormat", () => {
  it("shows decimals with thousands separators", () => {
    expect(excelNumberFormat({ style: "decimal", decimals: 0 })).toBe("#,##0");
    expect(excelNumberFormat({ style: "decimal", decimals: 2 })).toBe("#,##0.00");
  });

  it("shows percentages", () => {
    expect(excelNumberFormat({ style: "percent", decimals: 0 })).toBe("0%");
    expect(excelNumberFormat({ style: "percent", decimals: 1 })).toBe("0.0%");
  });
});
