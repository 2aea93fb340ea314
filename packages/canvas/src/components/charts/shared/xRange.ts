import { type ChartData, toChartNumber, toEpochMs } from "./chartRows";

/** Range updates from zooming are written at most once a second (canvas-components §7, §9). */
export const rangeUpdateThrottleMs = 1000;

/** A zoom window on the x axis, in the axis' own units (category index, epoch milliseconds or value). */
export type ZoomWindow = { startValue: number; endValue: number };

/** The two parameter values of an x range: category names, dates (as text) or numbers. */
export type XRange = { min: string | number; max: string | number };

type AxisInfo = Pick<ChartData, "axis" | "categories" | "dateOnly">;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A local date as `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` when it has a time of day. */
export function formatRangeDate(epochMs: number, dateOnly: boolean): string {
  const date = new Date(epochMs);
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (dateOnly) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const roundValue = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The parameter values of a zoom window: the first and last category shown, the dates at the window's edges
 * (as plain dates when the data has plain dates), or the values at its edges.
 */
export function windowToRange(axis: AxisInfo, window: ZoomWindow): XRange | null {
  if (axis.axis === "category") {
    const last = axis.categories.length - 1;
    if (last < 0) return null;
    const index = (value: number) => Math.min(last, Math.max(0, Math.round(value)));
    return { min: axis.categories[index(window.startValue)] ?? "", max: axis.categories[index(window.endValue)] ?? "" };
  }
  if (axis.axis === "time") {
    return {
      min: formatRangeDate(window.startValue, axis.dateOnly),
      max: formatRangeDate(window.endValue, axis.dateOnly),
    };
  }
  return { min: roundValue(window.startValue), max: roundValue(window.endValue) };
}

/** The zoom window that shows a range held in parameters; null when neither end is set or readable. */
export function rangeToWindow(axis: AxisInfo, min: unknown, max: unknown): Partial<ZoomWindow> | null {
  const read = (value: unknown): number | undefined => {
    if (value === null || value === undefined || value === "") return undefined;
    if (axis.axis === "category") {
      const index = axis.categories.indexOf(String(value));
      return index < 0 ? undefined : index;
    }
    const number = axis.axis === "time" ? toEpochMs(value) : toChartNumber(value);
    return number === null || Number.isNaN(number) ? undefined : number;
  };
  const startValue = read(min);
  const endValue = read(max);
  if (startValue === undefined && endValue === undefined) return null;
  return {
    ...(startValue === undefined ? {} : { startValue }),
    ...(endValue === undefined ? {} : { endValue }),
  };
}
