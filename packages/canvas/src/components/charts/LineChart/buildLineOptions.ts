import type { LineSeriesOption } from "echarts/charts";
import { buildCartesianBase } from "../shared/buildCartesianOptions";
import type { BuiltChart } from "../shared/chartOption";
import type { ChartData } from "../shared/chartRows";
import { seriesData } from "../shared/seriesData";
import type { ZoomWindow } from "../shared/xRange";

export type LineOptionsConfig = {
  data: ChartData;
  /** Fills the area under each line (AreaChart). */
  area?: boolean;
  /** Stacks the series on each other. */
  stacked?: boolean;
  smooth?: boolean;
  xLabel?: string | undefined;
  yLabel?: string | undefined;
  zoom: boolean;
  interactiveTooltip: boolean;
  window?: Partial<ZoomWindow> | null;
  /** Points lead somewhere when clicked: they show a pointer. */
  clickable?: boolean;
};

/** Above this many points per series, lines show no markers (they would hide the line). */
export const maxPointsWithSymbols = 60;

/** The ECharts option of a line or area chart. */
export function buildLineOptions(config: LineOptionsConfig): BuiltChart {
  const { data, area = false, stacked = false, smooth = false, clickable = false } = config;
  const base = buildCartesianBase({ ...config, tooltipTrigger: "axis" });
  const pointRows: BuiltChart["pointRows"][number][] = [];
  const series: LineSeriesOption[] = data.series.map((item) => {
    const { values, rows } = seriesData(item, data);
    pointRows.push(rows);
    return {
      type: "line",
      name: item.name,
      data: values,
      color: item.color,
      lineStyle: { width: 2 },
      showSymbol: values.length <= maxPointsWithSymbols,
      symbolSize: 6,
      smooth,
      connectNulls: false,
      cursor: clickable ? "pointer" : "default",
      emphasis: { focus: "series" },
      ...(stacked ? { stack: "total" } : {}),
      ...(area ? { areaStyle: { opacity: stacked ? 0.55 : 0.18 } } : {}),
    };
  });
  return { option: { ...base, series }, pointRows };
}
