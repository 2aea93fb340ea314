import { describe, expect, it } from "vitest";
import { darkText, lightText, palette } from "../../shared/palette";
import { EMPTY_CELL_BACKGROUND, mosaicCellPaint } from "./mosaicCellPaint";
import { mosaicCellColours } from "./mosaicColour";

const cell = (input: Record<string, unknown>) => ({ fields: [], ...input });

describe("mosaicCellPaint", () => {
  it("paints a value with its blended colour and readable text", () => {
    const colours = mosaicCellColours(-0.6);
    expect(mosaicCellPaint(cell({ value: -0.6 }))).toEqual({
      background: colours.background,
      color: colours.foreground,
      highlight: false,
    });
  });

  it("highlights values beyond ±0.95", () => {
    expect(mosaicCellPaint(cell({ value: 0.96 })).highlight).toBe(true);
    expect(mosaicCellPaint(cell({ value: -1.4 })).highlight).toBe(true);
    expect(mosaicCellPaint(cell({ value: 0.95 })).highlight).toBe(false);
  });

  it("lets backgroundColor override the value's colour and picks text for it", () => {
    expect(mosaicCellPaint(cell({ value: 0.99, backgroundColor: "darkblue" }))).toEqual({
      background: palette.darkblue[500],
      color: lightText,
      highlight: true,
    });
    expect(mosaicCellPaint(cell({ backgroundColor: "#fff9c4" })).color).toBe(darkText);
  });

  it("keeps the author's foregroundColor", () => {
    expect(mosaicCellPaint(cell({ value: 0.2, foregroundColor: "#123456" })).color).toBe("#123456");
    expect(mosaicCellPaint(cell({ backgroundColor: "green", foregroundColor: "darkblue" })).color).toBe(
      palette.darkblue[500],
    );
  });

  it("paints empty cells and cells without value or colour a neutral grey", () => {
    expect(mosaicCellPaint(null)).toEqual({ background: EMPTY_CELL_BACKGROUND, color: darkText, highlight: false });
    expect(mosaicCellPaint(cell({ value: null, fields: ["n/a"] })).background).toBe(EMPTY_CELL_BACKGROUND);
  });
});
