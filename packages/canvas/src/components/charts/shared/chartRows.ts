import type { XType, YAttribute } from "./chartSchemas";
import { resolveSeriesColor } from "./chartTheme";

/** One row of a chart's input, as a data source returns it. */
export type ChartRow = Readonly<Record<string, unknown>>;

/** How a y field is drawn: its column, its legend name, its colour and whether it starts hidden. */
export type SeriesSpec = { field: string; name?: string; color?: string; hidden?: boolean };

export type XAxisKind = "category" | "time" | "value";

/** One plotted point: its x (category name, epoch milliseconds or number), its y (null for a gap) and its row. */
type ChartPoint = { x: string | number; y: number | null; row: ChartRow };

export type ChartSeries = { name: string; color: string; hidden: boolean; points: ChartPoint[] };

export type ChartData = {
  axis: XAxisKind;
  /** The category axis' names in order of first appearance (empty for time and value axes). */
  categories: string[];
  /** Whether every x of a time axis is a plain date (YYYY-MM-DD), so ranges are written as dates too. */
  dateOnly: boolean;
  series: ChartSeries[];
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Whether a value reads as a date or date-time (ISO-like text, or a Date). */
function isDateLike(value: unknown): boolean {
  return value instanceof Date || (typeof value === "string" && (DATE_ONLY.test(value) || DATE_TIME.test(value)));
}

/**
 * Epoch milliseconds of a date value. Plain dates and date-times without a zone are local time, as the
 * viewer's other date displays read them; text with a zone keeps it. NaN when the value is not a date.
 */
export function toEpochMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split("-").map(Number);
    return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).getTime();
  }
  if (!DATE_TIME.test(value)) return Number.NaN;
  return new Date(value.replace(" ", "T")).getTime();
}

/** A y value as a number; null for empty or non-numeric values (a gap in the line). */
export function toChartNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * The smallest and largest of some numbers ([Infinity, -Infinity] for none). A loop, not Math.min(...values):
 * spreading tens of thousands of arguments overflows the call stack (Safari allows about 65,000).
 */
export function numberExtent(values: readonly number[]): [min: number, max: number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min, max];
}

export function normaliseSeriesSpecs(y: YAttribute): SeriesSpec[] {
  const list = typeof y === "string" ? [y] : y;
  return list.map((spec) => (typeof spec === "string" ? { field: spec } : spec));
}

/** The x axis kind: as the author says, else time for dates, value for numbers when `numbers` allows, else category. */
export function inferXAxis(
  rows: readonly ChartRow[],
  x: string,
  xType: XType,
  numbers: "value" | "category",
): XAxisKind {
  if (xType !== "auto") return xType;
  const values = rows.map((row) => row[x]).filter((value) => value !== null && value !== undefined);
  if (values.length > 0 && values.every(isDateLike)) return "time";
  if (values.length > 0 && values.every((value) => typeof value === "number")) return numbers;
  return "category";
}

function xOf(value: unknown, axis: XAxisKind): string | number | null {
  if (value === null || value === undefined) return null;
  if (axis === "category") return String(value);
  const number = axis === "time" ? toEpochMs(value) : toChartNumber(value);
  return number === null || Number.isNaN(number) ? null : number;
}

type ReadOptions = {
  rows: readonly ChartRow[];
  x: string;
  y: YAttribute;
  /** Splits the rows into one series per distinct value of this field (long data). */
  seriesBy?: string | undefined;
  xType?: XType;
  /** What a numeric x becomes when the author did not say: a value axis (lines) or categories (bars). */
  numericX?: "value" | "category";
};

/**
 * Reads a chart's rows into series: one per y field, or, with `seriesBy`, one per distinct value of that field
 * (per y field when there are several). Points without an x are skipped; points of time and value axes are
 * sorted by x so lines draw left to right.
 */
export function readChartData({ rows, x, y, seriesBy, xType = "auto", numericX = "value" }: ReadOptions): ChartData {
  const axis = inferXAxis(rows, x, xType, numericX);
  const specs = normaliseSeriesSpecs(y);
  const groups = new Map<string, ChartRow[]>();
  if (seriesBy === undefined) groups.set("", [...rows]);
  else {
    for (const row of rows) {
      const key = row[seriesBy] === null || row[seriesBy] === undefined ? "–" : String(row[seriesBy]);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [row]);
      else group.push(row);
    }
  }
  const series: ChartSeries[] = [];
  for (const [group, groupRows] of groups) {
    for (const spec of specs) {
      const points: ChartPoint[] = [];
      for (const row of groupRows) {
        const pointX = xOf(row[x], axis);
        if (pointX === null) continue;
        points.push({ x: pointX, y: toChartNumber(row[spec.field]), row });
      }
      if (axis !== "category") points.sort((a, b) => Number(a.x) - Number(b.x));
      const specName = spec.name ?? spec.field;
      const name = seriesBy === undefined ? specName : specs.length > 1 ? `${group} · ${specName}` : group;
      const colour = seriesBy === undefined || specs.length > 1 ? spec.color : undefined;
      series.push({ name, color: resolveSeriesColor(colour, series.length), hidden: spec.hidden ?? false, points });
    }
  }
  const categories =
    axis === "category" ? [...new Set(series.flatMap((item) => item.points.map((point) => String(point.x))))] : [];
  const xValues = rows.map((row) => row[x]).filter((value) => value !== null && value !== undefined);
  const dateOnly = axis === "time" && xValues.every((value) => typeof value === "string" && DATE_ONLY.test(value));
  return { axis, categories, dateOnly, series };
}

/** Whether the input has anything to plot; a chart without it shows 'No input provided.'. */
export const hasRows = (input: readonly ChartRow[] | null | undefined): input is readonly ChartRow[] =>
  Array.isArray(input) && input.length > 0;
