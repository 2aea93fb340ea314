import { darken, getContrastRatio, rgbToHex } from "@mui/material/styles";

/** WCAG AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

import { darkText } from "./palette";

const DARKEN_STEP = 0.05;

/**
 * `color` as it is, or darkened in 5% steps just enough for 4.5:1 against `other` (text in `color` on an
 * `other` background, or the reverse). Themes' info and warning colours read badly on white, for example.
 */
export function readableShade(color: string, other: string, minimum: number = MIN_TEXT_CONTRAST): string {
  for (let amount = 0; amount < 1; amount += DARKEN_STEP) {
    // Whole channels, as the browser paints them, so the ratio checked is the ratio seen.
    const shade = amount === 0 ? color : rgbToHex(darken(color, amount));
    if (getContrastRatio(shade, other) >= minimum) return shade;
  }
  return "#000000";
}

/**
 * Fill and text colours for text on a theme colour with 4.5:1: the colour with its own text colour when that
 * reads, else with dark text when that reads, else the colour darkened until its own text colour reads.
 */
export function readableFill(main: string, contrastText: string): { background: string; text: string } {
  if (getContrastRatio(main, contrastText) >= MIN_TEXT_CONTRAST) return { background: main, text: contrastText };
  if (getContrastRatio(main, darkText) >= MIN_TEXT_CONTRAST) return { background: main, text: darkText };
  return { background: readableShade(main, contrastText), text: contrastText };
}
