import { describe, expect, it } from "vitest";
import { contrastRatio, palette } from "../../shared/palette";
import { chartColorSchema } from "./chartSchemas";
import {
  chartFontFamily,
  chartFontSize,
  chartInk,
  formatChartNumber,
  interactiveTooltipHideDelayMs,
  resolveSeriesColor,
  seriesColors,
  tooltipShowDelayMs,
} from "./chartTheme";

describe("chart theme", () => {
  it("uses the spec's defaults: 12 px Helvetica Neue, tooltips after 200 ms, hidden after 100 ms when interactive", () => {
    expect(chartFontSize).toBe(12);
    expect(chartFontFamily.startsWith("'Helvetica Neue'")).toBe(true);
    expect(tooltipShowDelayMs).toBe(200);
    expect(interactiveTooltipHideDelayMs).toBe(100);
  });

  it("takes series colours from the palette, in turn", () => {
    const paletteColours = Object.values(palette).flatMap((shades) => Object.values(shades));
    expect(seriesColors.every((colour) => paletteColours.includes(colour))).toBe(true);
    expect(resolveSeriesColor(undefined, 0)).toBe(seriesColors[0]);
    expect(resolveSeriesColor(null, seriesColors.length + 1)).toBe(seriesColors[1]);
  });

  it("resolves palette names (700 shade), name.shade and CSS colours", () => {
    expect(resolveSeriesColor("orange", 3)).toBe(palette.orange[700]);
    expect(resolveSeriesColor("grey.300", 3)).toBe(palette.grey[300]);
    expect(resolveSeriesColor(" #123456 ", 3)).toBe("#123456");
    expect(chartColorSchema.safeParse("blue.500").success).toBe(true);
    expect(chartColorSchema.safeParse("rgb(1, 2, 3)").success).toBe(true);
    expect(chartColorSchema.safeParse("red; background: url(x)").success).toBe(false);
  });

  it("keeps axis and secondary text readable (4.5:1 on white)", () => {
    expect(contrastRatio(chartInk.text, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(chartInk.muted, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("formats numbers en-US with at most 2 decimals", () => {
    expect(formatChartNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatChartNumber(2)).toBe("2");
    expect(formatChartNumber(null)).toBe("–");
    expect(formatChartNumber("n/a")).toBe("n/a");
  });
});
