import { palette } from "../../shared/palette";
import { parseColor, type Rgba, readableForeground, toHex, toRgbaText } from "../shared/colors";

/**
 * The colour of a mosaic value (canvas-components §4, Mosaic colour): the value is clamped to -1..1 and
 * blended from red (-1) through orange (-1/3) and yellow (1/3) to green (1), the palette's fill shades.
 */
export const mosaicColourStops: readonly { at: number; color: string }[] = [
  { at: -1, color: palette.red[500] },
  { at: -1 / 3, color: palette.orange[500] },
  { at: 1 / 3, color: palette.yellow[500] },
  { at: 1, color: palette.green[500] },
];

export const MOSAIC_MIN_OPACITY = 0.3;
export const MOSAIC_MAX_OPACITY = 1;
/** An absolute value above this highlights the cell. */
export const MOSAIC_HIGHLIGHT_THRESHOLD = 0.95;

/** The value clamped to -1..1; NaN counts as 0 (neutral), ±Infinity as ±1. */
export function clampMosaicValue(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(-1, value));
}

const stopColour = (index: number): Rgba => {
  const stop = mosaicColourStops[index];
  return (stop && parseColor(stop.color)) ?? { r: 0, g: 0, b: 0, a: 1 };
};

/** The blended colour of a value, as `#rrggbb`, before opacity. */
export function blendMosaicColour(value: number): string {
  const clamped = clampMosaicValue(value);
  const upper = Math.max(
    1,
    mosaicColourStops.findIndex((stop) => clamped <= stop.at),
  );
  const from = mosaicColourStops[upper - 1];
  const to = mosaicColourStops[upper];
  if (from === undefined || to === undefined) return toHex(stopColour(0));
  const share = (clamped - from.at) / (to.at - from.at);
  const [start, end] = [stopColour(upper - 1), stopColour(upper)];
  const mix = (a: number, b: number) => a + (b - a) * share;
  return toHex({ r: mix(start.r, end.r), g: mix(start.g, end.g), b: mix(start.b, end.b), a: 1 });
}

/** The cell's opacity: the absolute value, at least 0.3 and at most 1. */
export function mosaicOpacity(value: number): number {
  return Math.min(MOSAIC_MAX_OPACITY, Math.max(MOSAIC_MIN_OPACITY, Math.abs(clampMosaicValue(value))));
}

/** Whether the value is extreme enough (absolute value above 0.95) to highlight its cell. */
export function isMosaicHighlight(value: number): boolean {
  return Math.abs(clampMosaicValue(value)) > MOSAIC_HIGHLIGHT_THRESHOLD;
}

export type MosaicCellColours = {
  /** The blended colour with the value's opacity as alpha, so the cell's text stays fully opaque. */
  background: string;
  /** Text colour with at least 4.5:1 against the background as seen over white. */
  foreground: string;
  opacity: number;
  highlight: boolean;
};

/** Everything a cell needs to paint a value. */
export function mosaicCellColours(value: number): MosaicCellColours {
  const opacity = mosaicOpacity(value);
  const blended = parseColor(blendMosaicColour(value)) ?? { r: 0, g: 0, b: 0, a: 1 };
  const fill = { ...blended, a: opacity };
  return {
    background: toRgbaText(fill),
    foreground: readableForeground(fill),
    opacity,
    highlight: isMosaicHighlight(value),
  };
}
