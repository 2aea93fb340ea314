import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  darkText,
  isPaletteColorName,
  lightText,
  palette,
  paletteColorNames,
  readableTextColor,
  relativeLuminance,
} from "./palette";

describe("palette", () => {
  it("names red, orange, yellow, green, blue, dark blue and grey", () => {
    expect(Object.keys(palette)).toEqual(["red", "orange", "yellow", "green", "blue", "darkblue", "grey"]);
    expect(paletteColorNames).toEqual(Object.keys(palette));
  });

  it.each(paletteColorNames)("%s has 4 to 8 shades, from light to dark", (name) => {
    const shades = Object.values(palette[name]);
    expect(shades.length).toBeGreaterThanOrEqual(4);
    expect(shades.length).toBeLessThanOrEqual(8);
    const luminances = shades.map(relativeLuminance);
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
  });

  it("recognises palette names only", () => {
    expect(isPaletteColorName("darkblue")).toBe(true);
    expect(isPaletteColorName("purple")).toBe(false);
  });
});

describe("contrast", () => {
  it("computes the WCAG ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("refuses a colour that is not hex", () => {
    expect(() => relativeLuminance("red")).toThrow("'red' is not a #rrggbb colour.");
  });

  it("picks light text on dark shades and dark text on light shades", () => {
    expect(readableTextColor(palette.darkblue[700])).toBe(lightText);
    expect(readableTextColor(palette.yellow[500])).toBe(darkText);
  });

  it.each(paletteColorNames)("the darkest %s shade keeps text readable on the lightest", (name) => {
    expect(contrastRatio(palette[name][900], palette[name][50])).toBeGreaterThanOrEqual(4.5);
  });
});
