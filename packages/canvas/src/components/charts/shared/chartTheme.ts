import { palette } from "../../shared/palette";
import { resolvePaletteShade } from "./chartSchemas";

/** Chart text defaults (canvas-components §9): 12 px Helvetica Neue, with fallbacks found on every system. */
export const chartFontFamily = "'Helvetica Neue', Helvetica, Arial, sans-serif";
export const chartFontSize = 12;

/** Tooltip delays (canvas-components §9): shown after 200 ms; hidden after 100 ms when the pointer may enter it. */
export const tooltipShowDelayMs = 200;
export const interactiveTooltipHideDelayMs = 100;

/** Axis, grid and secondary text colours (grey shades of the palette; the text ones pass 4.5:1 on white). */
export const chartInk = {
  text: palette.grey[900],
  muted: palette.grey[700],
  line: palette.grey[300],
  grid: palette.grey[100],
};

/**
 * The order series take their colours in: the palette's strong shades, alternating warm and cool so that
 * neighbouring series stay distinct (and distinguishable for the common colour-vision deficiencies).
 */
export const seriesColors: readonly string[] = [
  palette.blue[700],
  palette.orange[500],
  palette.green[700],
  palette.red[500],
  palette.darkblue[300],
  palette.yellow[700],
  palette.grey[700],
  palette.blue[300],
  palette.orange[900],
  palette.green[300],
];

/**
 * The CSS colour of a series: a palette name becomes its 700 shade (strong against white, like icons),
 * `name.shade` that shade, anything else is used as written; without a colour, the series' turn in `seriesColors`.
 */
export function resolveSeriesColor(color: string | null | undefined, index: number): string {
  if (color !== undefined && color !== null && color.trim() !== "") {
    return resolvePaletteShade(color) ?? color.trim();
  }
  return seriesColors[index % seriesColors.length] ?? palette.blue[700];
}

/** Formats a number for tooltips and tables: en-US with at most 2 decimals (canvas-components §9). */
const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
export function formatChartNumber(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return numberFormat.format(value);
  if (value === null || value === undefined) return "–";
  return String(value);
}
