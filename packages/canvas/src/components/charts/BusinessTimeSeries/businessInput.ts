import { type ChartData, type ChartRow, toChartNumber, toEpochMs } from "../shared/chartRows";
import { resolveSeriesColor } from "../shared/chartTheme";
import type { BusinessInput, BusinessSeriesInput, SeriesGroupInput } from "./businessSchema";

/** How a series is drawn: stacked areas (sediments), lines, and their forecast counterparts inside the cone. */
type BusinessRole = "sediment" | "line" | "forecastSediment" | "forecastLine" | "lower" | "upper";

type BusinessPoint = { x: number; y: number | null; row: ChartRow };
export type BusinessSeries = {
  role: BusinessRole;
  name: string;
  color: string;
  hidden: boolean;
  points: BusinessPoint[];
};

export type BusinessModel = {
  series: BusinessSeries[];
  /** The date that separates history from forecast, in epoch milliseconds. */
  currentDate: number | null;
  dateOnly: boolean;
};

/** A point written as [date, value] or as an object with date (or x, time) and value (or y). */
function readPoint(raw: unknown): { x: unknown; y: unknown; row: ChartRow } | null {
  if (Array.isArray(raw)) return { x: raw[0], y: raw[1], row: { date: raw[0], value: raw[1] } };
  if (raw !== null && typeof raw === "object") {
    const row = raw as ChartRow;
    return { x: row.date ?? row.x ?? row.time, y: row.value ?? row.y, row };
  }
  return null;
}

const groupEntries = (group: SeriesGroupInput | null | undefined): [string, BusinessSeriesInput][] =>
  group === null || group === undefined
    ? []
    : Array.isArray(group)
      ? group.map((series, index) => [`Series ${index + 1}`, series])
      : Object.entries(group);

/**
 * Reads the business input into drawable series, in drawing order: sediments, lines, the cone's boundaries,
 * then the cone's sediments and lines. Points without a date are skipped and the rest sorted by date.
 */
export function readBusinessInput(input: BusinessInput): BusinessModel {
  const series: BusinessSeries[] = [];
  const rawDates: unknown[] = [];
  const add = (role: BusinessRole, fallbackName: string, raw: BusinessSeriesInput | null | undefined) => {
    if (raw === null || raw === undefined) return;
    const points: BusinessPoint[] = [];
    for (const item of raw.data) {
      const point = readPoint(item);
      if (point === null) continue;
      const x = toEpochMs(point.x);
      if (Number.isNaN(x)) continue;
      rawDates.push(point.x);
      points.push({ x, y: toChartNumber(point.y), row: point.row });
    }
    points.sort((a, b) => a.x - b.x);
    const name = raw.display ?? fallbackName;
    series.push({
      role,
      name,
      color: resolveSeriesColor(raw.color, series.length),
      hidden: raw.is_hidden ?? false,
      points,
    });
  };
  for (const [name, raw] of groupEntries(input?.sediments)) add("sediment", name, raw);
  for (const [name, raw] of groupEntries(input?.lines)) add("line", name, raw);
  const cone = input?.cone_of_probability;
  add("lower", "Lower bound", cone?.boundaries?.lower);
  add("upper", "Upper bound", cone?.boundaries?.upper);
  for (const [name, raw] of groupEntries(cone?.sediments)) add("forecastSediment", name, raw);
  for (const [name, raw] of groupEntries(cone?.lines)) add("forecastLine", name, raw);
  const current = input?.current_date;
  const currentDate = current === null || current === undefined ? null : toEpochMs(current);
  return {
    series,
    currentDate: currentDate === null || Number.isNaN(currentDate) ? null : currentDate,
    dateOnly:
      rawDates.length > 0 && rawDates.every((value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)),
  };
}

/** Whether the model has anything to plot. */
export const hasBusinessPoints = (model: BusinessModel): boolean =>
  model.series.some((series) => series.points.length > 0);

/** The model as generic chart data (time axis), for the range parameters and the data table. */
export function businessChartData(model: BusinessModel): ChartData {
  return {
    axis: "time",
    categories: [],
    dateOnly: model.dateOnly,
    series: model.series.map(({ name, color, hidden, points }) => ({ name, color, hidden, points })),
  };
}
