import type { ChartData } from "./chartRows";
import { formatXValue } from "./chartText";
import { formatChartNumber } from "./chartTheme";
import { pointTarget } from "./pointTarget";

/** The data table shown on demand under a chart: what screen readers and keyboard users reach the data by. */
export type ChartTableModel = {
  columns: string[];
  rows: { key: string; cells: string[]; href?: string | undefined }[];
  /** Rows left out beyond `maxTableRows`. */
  omitted: number;
};

export const maxTableRows = 500;

/** Keeps the first `maxTableRows` rows and counts the rest. */
export function capRows(rows: ChartTableModel["rows"]): Pick<ChartTableModel, "rows" | "omitted"> {
  return { rows: rows.slice(0, maxTableRows), omitted: Math.max(0, rows.length - maxTableRows) };
}

/** One row per x value (in axis order), one column per series; the x cell links to the first point's target. */
export function cartesianTable(data: ChartData, xLabel: string, targetField?: string): ChartTableModel {
  const byX = new Map<string, { order: number | string; cells: Map<number, string>; href?: string | undefined }>();
  data.series.forEach((series, seriesIndex) => {
    for (const point of series.points) {
      const label = formatXValue(point.x, data.axis, data.dateOnly);
      const entry = byX.get(label) ?? { order: point.x, cells: new Map<number, string>() };
      entry.cells.set(seriesIndex, formatChartNumber(point.y));
      entry.href ??= pointTarget(point.row, targetField);
      byX.set(label, entry);
    }
  });
  const entries = [...byX.entries()];
  if (data.axis === "category") {
    entries.sort(([a], [b]) => data.categories.indexOf(a) - data.categories.indexOf(b));
  } else {
    entries.sort(([, a], [, b]) => Number(a.order) - Number(b.order));
  }
  const rows = entries.map(([label, entry]) => ({
    key: label,
    cells: [label, ...data.series.map((_, index) => entry.cells.get(index) ?? "–")],
    href: entry.href,
  }));
  return { columns: [xLabel, ...data.series.map((series) => series.name)], ...capRows(rows) };
}

/** The accessible name of a chart: its title (or kind), what it shows and how many points. */
export function chartSummary(
  kind: string,
  title: string | undefined,
  seriesNames: readonly string[],
  points: number,
): string {
  const heading = title === undefined || title.trim() === "" ? kind : `${title} (${kind.toLowerCase()})`;
  const shown = seriesNames.length === 0 ? "" : `: ${seriesNames.join(", ")}`;
  return `${heading}${shown}. ${points} ${points === 1 ? "point" : "points"}.`;
}
