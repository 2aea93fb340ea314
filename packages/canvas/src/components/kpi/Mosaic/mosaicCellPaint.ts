import { darkText, palette } from "../../shared/palette";
import { readableForeground, resolveColor } from "../shared/colors";
import type { MosaicCellData } from "./Mosaic.meta";
import { isMosaicHighlight, mosaicCellColours } from "./mosaicColour";

/** How a cell is painted. */
export type MosaicCellPaint = { background: string; color: string; highlight: boolean };

/** The background of an empty cell or a cell without a value or colour. */
export const EMPTY_CELL_BACKGROUND = palette.grey[50];

/**
 * A cell's colours: its backgroundColor if it has one, else its value's blended colour and opacity, else
 * a neutral grey. The text colour is the cell's foregroundColor or, without one, whichever of light and
 * dark text reads at 4.5:1 on the background. A value beyond ±0.95 highlights the cell either way.
 */
export function mosaicCellPaint(cell: MosaicCellData | null): MosaicCellPaint {
  if (cell === null) return { background: EMPTY_CELL_BACKGROUND, color: darkText, highlight: false };
  const value = typeof cell.value === "number" ? cell.value : null;
  const highlight = value !== null && isMosaicHighlight(value);
  const ownText = cell.foregroundColor === undefined ? undefined : resolveColor(cell.foregroundColor);
  if (cell.backgroundColor !== undefined) {
    const background = resolveColor(cell.backgroundColor);
    return { background, color: ownText ?? readableForeground(background), highlight };
  }
  if (value !== null) {
    const colours = mosaicCellColours(value);
    return { background: colours.background, color: ownText ?? colours.foreground, highlight };
  }
  return { background: EMPTY_CELL_BACKGROUND, color: ownText ?? darkText, highlight };
}
