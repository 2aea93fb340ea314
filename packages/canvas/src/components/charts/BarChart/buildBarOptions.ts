import type { BarSeriesOption } from "echarts/charts";
import { buildCartesianBase } from "../shared/buildCartesianOptions";
import type { BuiltChart } from "../shared/chartOption";
import type { ChartData } from "../shared/chartRows";
import { seriesData } from "../shared/seriesData";
import type { ZoomWindow } from "../shared/xRange";

export type BarOptionsConfig = {
  data: ChartData;
  stacked?: boolean;
  /** Bars grow to the right, categories down the vertical axis (long category names read better). */
  horizontal?: boolean;
  xLabel?: string | undefined;
  yLabel?: string | undefined;
  zoom: boolean;
  interactiveTooltip: boolean;
  window?: Partial<ZoomWindow> | null;
  clickable?: boolean;
};

/** The ECharts option of a bar chart (grouped, stacked or horizontal). */
export function buildBarOptions(config: BarOptionsConfig): BuiltChart {
  const { data, stacked = false, horizontal = false, clickable = false } = config;
  const base = buildCartesianBase({ ...config, horizontal, boundaryGap: true, tooltipTrigger: "axis" });
  const pointRows: BuiltChart["pointRows"][number][] = [];
  const radius = horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0];
  const series: BarSeriesOption[] = data.series.map((item, index) => {
    const { values, rows } = seriesData(item, data);
    pointRows.push(rows);
    const last = index === data.series.length - 1;
    return {
      type: "bar",
      name: item.name,
      data: horizontal ? values.map(([x, y]) => [y, x]) : values,
      color: item.color,
      barMaxWidth: 48,
      // Only the outer end of a stack is rounded.
      itemStyle: { borderRadius: !stacked || last ? radius : 0 },
      cursor: clickable ? "pointer" : "default",
      emphasis: { focus: "series" },
      ...(stacked ? { stack: "total" } : {}),
    };
  });
  return { option: { ...base, series }, pointRows };
}
