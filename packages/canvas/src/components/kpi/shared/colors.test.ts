import { describe, expect, it } from "vitest";
import { contrastRatio, darkText, lightText, palette } from "../../shared/palette";
import { colorSchema, compositeOver, parseColor, readableForeground, resolveColor, toHex, toRgbaText } from "./colors";

describe("parseColor", () => {
  it("reads hex colours of 3, 4, 6 and 8 digits", () => {
    expect(parseColor("#fff")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor("#1565c0")).toEqual({ r: 21, g: 101, b: 192, a: 1 });
    expect(parseColor("#0008")?.a).toBeCloseTo(0.533, 3);
    expect(parseColor("#1565c080")?.a).toBeCloseTo(0.502, 3);
  });

  it("reads rgb(), rgba() and hsl() in comma and space syntax", () => {
    expect(parseColor("rgb(21, 101, 192)")).toEqual({ r: 21, g: 101, b: 192, a: 1 });
    expect(parseColor("rgba(21,101,192,0.5)")).toEqual({ r: 21, g: 101, b: 192, a: 0.5 });
    expect(parseColor("rgb(21 101 192 / 25%)")).toEqual({ r: 21, g: 101, b: 192, a: 0.25 });
    const green = parseColor("hsl(120, 100%, 25%)");
    expect(green && toHex(green)).toBe("#008000");
    expect(parseColor("hsla(0, 0%, 100%, 0.2)")?.a).toBe(0.2);
  });

  it("reads palette names as their 500 shade and common CSS keywords", () => {
    const green = parseColor("green");
    expect(green && toHex(green)).toBe(palette.green[500]);
    expect(parseColor("navy")).toEqual({ r: 0, g: 0, b: 128, a: 1 });
    expect(parseColor(" White ")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  it("answers null for what it cannot read", () => {
    expect(parseColor("var(--accent)")).toBeNull();
    expect(parseColor("chartreuse-ish")).toBeNull();
    expect(parseColor("#12")).toBeNull();
    expect(parseColor("rgb(1, 2)")).toBeNull();
  });
});

describe("resolveColor and colorSchema", () => {
  it("maps palette names to their fill shade and keeps CSS colours", () => {
    expect(resolveColor("orange")).toBe(palette.orange[500]);
    expect(resolveColor(" #123456 ")).toBe("#123456");
  });

  it("refuses text that is not a colour", () => {
    expect(colorSchema.safeParse("#1565c0").success).toBe(true);
    const result = colorSchema.safeParse("red; background: url(x)");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Use a palette colour name or a CSS colour such as #1565c0.");
  });
});

describe("compositing", () => {
  it("paints a translucent colour over white", () => {
    expect(toHex(compositeOver({ r: 0, g: 0, b: 0, a: 0.5 }))).toBe("#808080");
    expect(toHex(compositeOver({ r: 200, g: 10, b: 10, a: 1 }))).toBe("#c80a0a");
  });

  it("writes rgba() text with three decimals of alpha at most", () => {
    expect(toRgbaText({ r: 10.4, g: 20.6, b: 30, a: 0.33333 })).toBe("rgba(10, 21, 30, 0.333)");
  });
});

describe("readableForeground", () => {
  it("picks light text on dark backgrounds and dark text on light ones", () => {
    expect(readableForeground(palette.darkblue[700])).toBe(lightText);
    expect(readableForeground(palette.yellow[100])).toBe(darkText);
    expect(readableForeground("rgba(0, 0, 0, 0.1)")).toBe(darkText);
  });

  it("falls back to black or white where neither palette text colour reaches 4.5:1", () => {
    // #e53935 sits in the band where white gives about 4.2:1 and the dark grey about 3.8:1.
    expect(contrastRatio(lightText, "#e53935")).toBeLessThan(4.5);
    expect(contrastRatio(darkText, "#e53935")).toBeLessThan(4.5);
    expect(readableForeground("#e53935")).toBe("#000000");
  });

  it("reaches 4.5:1 on every grey from black to white", () => {
    for (let level = 0; level <= 255; level += 5) {
      const background = toHex({ r: level, g: level, b: level, a: 1 });
      expect(contrastRatio(readableForeground(background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses dark text when the background cannot be read", () => {
    expect(readableForeground("var(--brand)")).toBe(darkText);
  });
});
