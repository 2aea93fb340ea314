import type { IScaleConfig } from "@svar-ui/react-gantt";
import { SCALE_HEIGHT, type ZoomLevel } from "./ganttConstants";
import { scaleLabels } from "./ganttDates";

/**
 * The time scale of each zoom level: the level's unit in the lower row, under the unit that groups it (the
 * year level has one row). Columns are at least MIN_COLUMN_WIDTH wide in every level.
 */
const levelScales: Readonly<Record<ZoomLevel, readonly IScaleConfig[]>> = {
  day: [
    { unit: "month", step: 1, format: scaleLabels.monthOfYear },
    { unit: "day", step: 1, format: scaleLabels.day },
  ],
  week: [
    { unit: "month", step: 1, format: scaleLabels.monthOfYear },
    { unit: "week", step: 1, format: scaleLabels.week },
  ],
  month: [
    { unit: "year", step: 1, format: scaleLabels.year },
    { unit: "month", step: 1, format: scaleLabels.month },
  ],
  quarter: [
    { unit: "year", step: 1, format: scaleLabels.year },
    { unit: "quarter", step: 1, format: scaleLabels.quarter },
  ],
  year: [{ unit: "year", step: 1, format: scaleLabels.year }],
};

/** The scale rows of a zoom level, as SVAR Gantt takes them (a fresh copy: SVAR keeps what it is given). */
export function zoomScales(level: ZoomLevel): IScaleConfig[] {
  return levelScales[level].map((scale) => ({ ...scale }));
}

/** SVAR sizes each scale row alike; the rows share the scale height. */
export function scaleRowHeight(scales: readonly IScaleConfig[]): number {
  return SCALE_HEIGHT / Math.max(1, scales.length);
}
