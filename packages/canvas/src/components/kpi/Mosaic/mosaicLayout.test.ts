import { describe, expect, it } from "vitest";
import {
  cellAt,
  HEADER_COLUMN_WIDTH,
  HEADER_ROW_HEIGHT,
  minColumnWidth,
  mosaicFontSizes,
  mosaicMinWidth,
  toHeading,
} from "./mosaicLayout";

describe("mosaic layout", () => {
  it("uses a 150 px header column and an 80 px header row", () => {
    expect(HEADER_COLUMN_WIDTH).toBe(150);
    expect(HEADER_ROW_HEIGHT).toBe(80);
  });

  it("grows the font from small to huge", () => {
    const sizes = Object.values(mosaicFontSizes);
    expect(Object.keys(mosaicFontSizes)).toEqual(["small", "medium", "large", "x-large", "huge"]);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(mosaicFontSizes.medium).toBe(14);
  });

  it("reads text headings and keyed headings alike", () => {
    expect(toHeading("HT-01")).toEqual({ key: "HT-01", label: "HT-01", detail: undefined });
    expect(toHeading({ key: "2026-10-19", label: "Mon", detail: "19 Oct" })).toEqual({
      key: "2026-10-19",
      label: "Mon",
      detail: "19 Oct",
    });
  });

  it("finds cells by row and column, null where the input has none", () => {
    const cells = [[{ fields: ["a"] }, null]];
    expect(cellAt(cells, 0, 0)).toEqual({ fields: ["a"] });
    expect(cellAt(cells, 0, 1)).toBeNull();
    expect(cellAt(cells, 3, 0)).toBeNull();
  });

  it("needs room for the header column and every column at its least width", () => {
    expect(minColumnWidth(12)).toBe(54);
    expect(minColumnWidth(24)).toBe(108);
    expect(mosaicMinWidth(4, 1, 14)).toBe(150 + 3 * 63 + 36);
  });
});
