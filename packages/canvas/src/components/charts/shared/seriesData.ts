import type { ChartData, ChartRow, ChartSeries } from "./chartRows";

/** A series' ECharts data as [x, y] pairs, and the row behind each pair (for clicks). */
export type SeriesData = { values: [string | number, number | null][]; rows: (ChartRow | undefined)[] };

/**
 * The data of one series. On a category axis it has one entry per category, in axis order (a category the series
 * lacks is a gap), so stacked series line up; otherwise its points in x order.
 */
export function seriesData(series: ChartSeries, data: ChartData): SeriesData {
  if (data.axis !== "category") {
    return { values: series.points.map((point) => [point.x, point.y]), rows: series.points.map((point) => point.row) };
  }
  const byCategory = new Map(series.points.map((point) => [String(point.x), point]));
  const points = data.categories.map((category) => byCategory.get(category));
  return {
    values: data.categories.map((category, index) => [category, points[index]?.y ?? null]),
    rows: points.map((point) => point?.row),
  };
}

/** The number of plotted points (for the accessible summary). */
export const pointCount = (data: ChartData): number =>
  data.series.reduce((sum, series) => sum + series.points.length, 0);
