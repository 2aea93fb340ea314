import type { MosaicCellData, MosaicHeadingData, mosaicFontSizeNames } from "./Mosaic.meta";

/** The default grid of canvas-components §9: a 150 px header column and an 80 px header row. */
export const HEADER_COLUMN_WIDTH = 150;
export const HEADER_ROW_HEIGHT = 80;
/** The width of a folded column. */
export const FOLDED_COLUMN_WIDTH = 36;

/** The narrowest a column shown in full may get: room for a bold "100%" in its text size. */
export const minColumnWidth = (fontPx: number): number => Math.round(fontPx * 4.5);

/** The text size of each fontSize step, in px. */
export const mosaicFontSizes: Readonly<Record<(typeof mosaicFontSizeNames)[number], number>> = {
  small: 12,
  medium: 14,
  large: 16,
  "x-large": 20,
  huge: 24,
};

/** A heading with its key (what visible-set parameters hold) and what it shows. */
export type MosaicHeading = { key: string; label: string; detail: string | undefined };

export const toHeading = (heading: MosaicHeadingData): MosaicHeading =>
  typeof heading === "string"
    ? { key: heading, label: heading, detail: undefined }
    : { key: heading.key, label: heading.label, detail: heading.detail };

/** The cell at a row and column, or null where the input has none. */
export function cellAt(cells: readonly (readonly (MosaicCellData | null)[])[], row: number, column: number) {
  return cells[row]?.[column] ?? null;
}

/**
 * The table's least width: the header column plus each column at its narrowest (full) or folded width.
 * A narrower container scrolls the mosaic sideways rather than crushing its cells.
 */
export function mosaicMinWidth(columnCount: number, foldedCount: number, fontPx: number): number {
  const full = columnCount - foldedCount;
  return HEADER_COLUMN_WIDTH + full * minColumnWidth(fontPx) + foldedCount * FOLDED_COLUMN_WIDTH;
}
