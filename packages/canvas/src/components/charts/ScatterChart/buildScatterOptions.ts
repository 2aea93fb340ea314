import type { ScatterSeriesOption } from "echarts/charts";
import { buildCartesianBase } from "../shared/buildCartesianOptions";
import type { BuiltChart } from "../shared/chartOption";
import { type ChartData, type ChartRow, numberExtent, toChartNumber } from "../shared/chartRows";
import { formatXValue, tooltipHeading, tooltipLine } from "../shared/chartText";
import { chartInk, formatChartNumber } from "../shared/chartTheme";
import type { ZoomWindow } from "../shared/xRange";

export type ScatterOptionsConfig = {
  data: ChartData;
  /** Field that sizes each bubble (by area); without it every point has the same size. */
  sizeField?: string | undefined;
  /** Field that names each point in its tooltip (e.g. the country). */
  labelField?: string | undefined;
  /** How the tooltip names the x and y values (the axis labels, else the fields). */
  xName: string;
  yName: string;
  xLabel?: string | undefined;
  yLabel?: string | undefined;
  zoom: boolean;
  interactiveTooltip: boolean;
  window?: Partial<ZoomWindow> | null;
  clickable?: boolean;
};

export const pointSize = 10;
export const bubbleSizeRange = [6, 40] as const;

/** A bubble's diameter: its area grows with the value, from the smallest to the largest value of the data. */
export function bubbleSize(value: number | null, min: number, max: number): number {
  const [smallest, largest] = bubbleSizeRange;
  if (value === null || max <= min) return value === null ? smallest : (smallest + largest) / 2;
  const share = (Math.max(min, Math.min(max, value)) - min) / (max - min);
  return Math.sqrt(smallest ** 2 + share * (largest ** 2 - smallest ** 2));
}

type ItemParam = { seriesIndex?: number; dataIndex?: number; seriesName?: string; color?: unknown };

/** The ECharts option of a scatter (or bubble) chart. */
export function buildScatterOptions(config: ScatterOptionsConfig): BuiltChart {
  const { data, sizeField, labelField, clickable = false } = config;
  const base = buildCartesianBase({ ...config, yScale: true, tooltipTrigger: "item" });
  const sizes =
    sizeField === undefined
      ? []
      : data.series.flatMap((item) => item.points.map((point) => toChartNumber(point.row[sizeField])));
  const known = sizes.filter((size): size is number => size !== null);
  const [min, max] = numberExtent(known);
  const pointRows: ChartRow[][] = data.series.map((item) => item.points.map((point) => point.row));

  const formatter = (params: ItemParam | ItemParam[]) => {
    const param = Array.isArray(params) ? params[0] : params;
    const series = data.series[param?.seriesIndex ?? -1];
    const point = series?.points[param?.dataIndex ?? -1];
    if (param === undefined || series === undefined || point === undefined) return "";
    const color = typeof param.color === "string" ? param.color : chartInk.muted;
    const label = labelField === undefined ? "" : String(point.row[labelField] ?? "");
    const heading = label === "" ? series.name : data.series.length > 1 ? `${label} · ${series.name}` : label;
    const lines = [
      tooltipLine(color, config.xName, formatXValue(point.x, data.axis, data.dateOnly)),
      tooltipLine(color, config.yName, formatChartNumber(point.y)),
      ...(sizeField === undefined
        ? []
        : [tooltipLine(color, sizeField, formatChartNumber(toChartNumber(point.row[sizeField])))]),
    ];
    return tooltipHeading(heading) + lines.join("");
  };

  const series: ScatterSeriesOption[] = data.series.map((item) => ({
    type: "scatter",
    name: item.name,
    data: item.points.map((point) => [point.x, point.y]),
    color: item.color,
    symbolSize:
      sizeField === undefined
        ? pointSize
        : (_value: unknown, params: { dataIndex: number }) =>
            bubbleSize(toChartNumber(item.points[params.dataIndex]?.row[sizeField]), min, max),
    itemStyle: { opacity: 0.78, borderColor: "#ffffff", borderWidth: 1 },
    cursor: clickable ? "pointer" : "default",
    emphasis: { focus: "series", itemStyle: { opacity: 1 } },
  }));
  return { option: { ...base, tooltip: { ...base.tooltip, formatter }, series }, pointRows };
}
