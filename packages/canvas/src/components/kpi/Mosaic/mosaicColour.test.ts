import { describe, expect, it } from "vitest";
import { contrastRatio, palette } from "../../shared/palette";
import { compositeOver, parseColor, toHex } from "../shared/colors";
import {
  blendMosaicColour,
  clampMosaicValue,
  isMosaicHighlight,
  MOSAIC_HIGHLIGHT_THRESHOLD,
  MOSAIC_MAX_OPACITY,
  MOSAIC_MIN_OPACITY,
  mosaicCellColours,
  mosaicColourStops,
  mosaicOpacity,
} from "./mosaicColour";

const channels = (hex: string) => {
  const color = parseColor(hex);
  if (color === null) throw new Error(`${hex} is not a colour`);
  return color;
};

describe("clampMosaicValue", () => {
  it.each([
    [-5, -1],
    [-1, -1],
    [-0.4, -0.4],
    [0, 0],
    [0.73, 0.73],
    [1, 1],
    [2.5, 1],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, -1],
    [Number.NaN, 0],
  ])("clamps %s to %s", (value, expected) => {
    expect(clampMosaicValue(value)).toBe(expected);
  });
});

describe("blendMosaicColour", () => {
  it("runs red, orange, yellow, green at -1, -1/3, 1/3 and 1, in the palette's fill shades", () => {
    expect(mosaicColourStops.map((stop) => stop.color)).toEqual([
      palette.red[500],
      palette.orange[500],
      palette.yellow[500],
      palette.green[500],
    ]);
    expect(blendMosaicColour(-1)).toBe(palette.red[500]);
    expect(blendMosaicColour(-1 / 3)).toBe(palette.orange[500]);
    expect(blendMosaicColour(1 / 3)).toBe(palette.yellow[500]);
    expect(blendMosaicColour(1)).toBe(palette.green[500]);
  });

  it("blends linearly between neighbouring stops", () => {
    const orange = channels(palette.orange[500]);
    const yellow = channels(palette.yellow[500]);
    const middle = channels(blendMosaicColour(0));
    expect(middle.r).toBe(Math.round((orange.r + yellow.r) / 2));
    expect(middle.g).toBe(Math.round((orange.g + yellow.g) / 2));
    expect(middle.b).toBe(Math.round((orange.b + yellow.b) / 2));

    const red = channels(palette.red[500]);
    const quarter = channels(blendMosaicColour(-1 + (2 / 3) * 0.25));
    expect(quarter.g).toBe(Math.round(red.g + (orange.g - red.g) * 0.25));
  });

  it("clamps before blending", () => {
    expect(blendMosaicColour(-3)).toBe(palette.red[500]);
    expect(blendMosaicColour(7)).toBe(palette.green[500]);
    expect(blendMosaicColour(Number.NaN)).toBe(blendMosaicColour(0));
  });

  it("grows greener (more green than red) as the value rises above zero", () => {
    let previous = Number.NEGATIVE_INFINITY;
    for (let value = -1; value <= 1.0001; value += 0.05) {
      const { r, g } = channels(blendMosaicColour(value));
      const greenness = g - r;
      expect(greenness).toBeGreaterThanOrEqual(previous - 1);
      previous = greenness;
    }
  });
});

describe("mosaicOpacity", () => {
  it.each([
    [0, MOSAIC_MIN_OPACITY],
    [0.1, MOSAIC_MIN_OPACITY],
    [-0.29, MOSAIC_MIN_OPACITY],
    [0.3, 0.3],
    [0.5, 0.5],
    [-0.8, 0.8],
    [1, MOSAIC_MAX_OPACITY],
    [-4, MOSAIC_MAX_OPACITY],
    [Number.NaN, MOSAIC_MIN_OPACITY],
  ])("is the absolute value, 0.3 to 1: %s → %s", (value, expected) => {
    expect(mosaicOpacity(value)).toBeCloseTo(expected, 10);
  });
});

describe("isMosaicHighlight", () => {
  it("highlights absolute values above 0.95 only", () => {
    expect(MOSAIC_HIGHLIGHT_THRESHOLD).toBe(0.95);
    expect(isMosaicHighlight(0.95)).toBe(false);
    expect(isMosaicHighlight(-0.95)).toBe(false);
    expect(isMosaicHighlight(0.951)).toBe(true);
    expect(isMosaicHighlight(-0.96)).toBe(true);
    expect(isMosaicHighlight(12)).toBe(true);
    expect(isMosaicHighlight(0)).toBe(false);
    expect(isMosaicHighlight(Number.NaN)).toBe(false);
  });
});

describe("mosaicCellColours", () => {
  it("paints the blended colour with the opacity as alpha", () => {
    const colours = mosaicCellColours(-0.5);
    const fill = channels(colours.background);
    const blended = channels(blendMosaicColour(-0.5));
    expect({ r: fill.r, g: fill.g, b: fill.b }).toEqual({ r: blended.r, g: blended.g, b: blended.b });
    expect(fill.a).toBe(0.5);
    expect(colours.opacity).toBe(0.5);
    expect(colours.highlight).toBe(false);
    expect(mosaicCellColours(0.99).highlight).toBe(true);
  });

  it("keeps text at 4.5:1 or more for every value from -1 to 1", () => {
    for (let step = -100; step <= 100; step += 1) {
      const { background, foreground } = mosaicCellColours(step / 100);
      const seen = toHex(compositeOver(channels(background)));
      expect(contrastRatio(foreground, seen)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
