import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cellText, editorText, optionLabel, parseCellText, sameCellValue, toStoredDate } from "./cellValue";

const routes = [
  { label: "Pit to crusher", value: "R1" },
  { label: "Pit to waste dump", value: "R2" },
];

describe("parseCellText", () => {
  it("keeps text as typed", () => {
    expect(parseCellText("text", "  North pit ")).toEqual({ ok: true, value: "  North pit " });
  });

  it("reads numbers with thousands separators, and empty text as no number", () => {
    expect(parseCellText("number", "1,250.5")).toEqual({ ok: true, value: 1250.5 });
    expect(parseCellText("number", " -12 ")).toEqual({ ok: true, value: -12 });
    expect(parseCellText("number", "1 000")).toEqual({ ok: true, value: 1000 });
    expect(parseCellText("number", "")).toEqual({ ok: true, value: null });
  });

  it("refuses text that is not a number", () => {
    expect(parseCellText("number", "12 t")).toEqual({ ok: false, message: '"12 t" is not a number' });
    expect(parseCellText("number", "Infinity").ok).toBe(false);
    expect(parseCellText("number", "0x10").ok).toBe(false);
  });

  it("reads dates year first or day first and stores them as YYYY-MM-DD", () => {
    expect(parseCellText("date", "2026-10-31")).toEqual({ ok: true, value: "2026-10-31" });
    expect(parseCellText("date", "2026/10/31")).toEqual({ ok: true, value: "2026-10-31" });
    expect(parseCellText("date", "31/10/2026")).toEqual({ ok: true, value: "2026-10-31" });
    expect(parseCellText("date", "1/2/2026")).toEqual({ ok: true, value: "2026-02-01" });
    expect(parseCellText("date", "31 Oct 2026")).toEqual({ ok: true, value: "2026-10-31" });
    expect(parseCellText("date", "")).toEqual({ ok: true, value: null });
  });

  it("refuses impossible dates", () => {
    expect(parseCellText("date", "2026-02-30").ok).toBe(false);
    expect(parseCellText("date", "tomorrow")).toEqual({
      ok: false,
      message: '"tomorrow" is not a date (write it as YYYY-MM-DD or DD/MM/YYYY)',
    });
  });

  it("reads yes and no words for checkboxes", () => {
    for (const word of ["TRUE", "yes", "Y", "1", "x", "✓"])
      expect(parseCellText("checkbox", word)).toEqual({ ok: true, value: true });
    for (const word of ["FALSE", "no", "0", ""])
      expect(parseCellText("checkbox", word)).toEqual({ ok: true, value: false });
    expect(parseCellText("checkbox", "perhaps").ok).toBe(false);
  });

  it("matches dropdown options by label, then by value, ignoring case", () => {
    expect(parseCellText("dropdown", "pit to crusher", routes)).toEqual({ ok: true, value: "R1" });
    expect(parseCellText("dropdown", "R2", routes)).toEqual({ ok: true, value: "R2" });
    expect(parseCellText("dropdown", "", routes)).toEqual({ ok: true, value: null });
    expect(parseCellText("dropdown", "R9", routes)).toEqual({ ok: false, message: '"R9" is not one of the options' });
  });

  it("refuses to edit cells that only show", () => {
    expect(parseCellText("header", "x").ok).toBe(false);
    expect(parseCellText("chevron", "x").ok).toBe(false);
    expect(parseCellText("jsx", "x").ok).toBe(false);
  });
});

describe("cellText", () => {
  it("formats numbers en-US with up to two decimals", () => {
    expect(cellText("number", 1250.456)).toBe("1,250.46");
    expect(cellText("number", 12)).toBe("12");
  });

  it("shows dates as YYYY-MM-DD, option labels for dropdowns and TRUE or FALSE for checkboxes", () => {
    expect(cellText("date", "2026-10-31T06:00:00")).toBe("2026-10-31");
    expect(cellText("dropdown", "R2", routes)).toBe("Pit to waste dump");
    expect(cellText("dropdown", "R7", routes)).toBe("R7");
    expect(cellText("checkbox", true)).toBe("TRUE");
    expect(cellText("checkbox", false)).toBe("FALSE");
  });

  it("shows nothing for missing values and for elements", () => {
    expect(cellText("text", null)).toBe("");
    expect(cellText("number", undefined)).toBe("");
    expect(cellText("jsx", createElement("b", null, "x"))).toBe("");
    expect(cellText("jsx", "Ready")).toBe("Ready");
  });
});

describe("editorText", () => {
  it("starts number editors from the plain number and date editors from the stored date", () => {
    expect(editorText("number", 1250.456)).toBe("1250.456");
    expect(editorText("date", "2026-10-31T06:00")).toBe("2026-10-31");
    expect(editorText("text", null)).toBe("");
  });
});

describe("toStoredDate and optionLabel", () => {
  it("turns dates and timestamps into YYYY-MM-DD", () => {
    expect(toStoredDate(new Date(2026, 9, 31))).toBe("2026-10-31");
    expect(toStoredDate("not a date")).toBeNull();
    expect(toStoredDate("2026-02-29")).toBeNull();
    expect(toStoredDate("2028-02-29")).toBe("2028-02-29");
    expect(toStoredDate("2026-13-01")).toBeNull();
    expect(toStoredDate("2026-04-31")).toBeNull();
    expect(toStoredDate(null)).toBeNull();
  });

  it("finds labels by value content", () => {
    expect(optionLabel({ id: 2 }, [{ label: "Two", value: { id: 2 } }])).toBe("Two");
    expect(optionLabel(null, routes)).toBe("");
  });
});

describe("sameCellValue", () => {
  it("compares plain data by content", () => {
    expect(sameCellValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameCellValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameCellValue([1], { 0: 1 })).toBe(false);
    expect(sameCellValue(Number.NaN, Number.NaN)).toBe(true);
    expect(
      sameCellValue(
        () => 1,
        () => 1,
      ),
    ).toBe(false);
  });

  it("compares dates by the instant they hold", () => {
    expect(sameCellValue(new Date(Date.UTC(2026, 10, 3)), new Date(Date.UTC(2026, 10, 3)))).toBe(true);
    expect(sameCellValue(new Date(Date.UTC(2026, 10, 3)), new Date(Date.UTC(2026, 10, 4)))).toBe(false);
    expect(sameCellValue({ due: new Date(1) }, { due: new Date(2) })).toBe(false);
    expect(sameCellValue(new Date(0), {})).toBe(false);
  });

  it("compares elements by type, key and props, taking functions in their props as the same", () => {
    const chip = (label: string) => createElement("span", { className: "chip", onClick: () => label }, label);
    expect(sameCellValue(chip("Ready"), chip("Ready"))).toBe(true);
    expect(sameCellValue(chip("Ready"), chip("Workshop"))).toBe(false);
    expect(sameCellValue(createElement("b"), createElement("i"))).toBe(false);
    expect(sameCellValue(createElement("b", { key: "1" }), createElement("b", { key: "2" }))).toBe(false);
    expect(sameCellValue(createElement("b"), { type: "b" })).toBe(false);
  });
});
