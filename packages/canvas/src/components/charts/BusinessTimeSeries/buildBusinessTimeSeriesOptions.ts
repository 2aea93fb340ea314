import type { LineSeriesOption } from "echarts/charts";
import { buildCartesianBase, legendOption } from "../shared/buildCartesianOptions";
import type { BuiltChart } from "../shared/chartOption";
import type { ChartData, ChartRow } from "../shared/chartRows";
import { formatChartDate, tooltipHeading, tooltipLine } from "../shared/chartText";
import { chartInk, formatChartNumber } from "../shared/chartTheme";
import type { ZoomWindow } from "../shared/xRange";
import { type BusinessModel, type BusinessSeries, businessChartData } from "./businessInput";

export type BusinessOptionsConfig = {
  model: BusinessModel;
  /** The model as chart data, when the caller already has it (see businessChartData). */
  data?: ChartData;
  xLabel?: string | undefined;
  yLabel?: string | undefined;
  zoom: boolean;
  interactiveTooltip: boolean;
  window?: Partial<ZoomWindow> | null;
  clickable?: boolean;
  /** The legend entry of the cone's band (its boundaries toggle with it). */
  coneName: string;
};

/** What each drawn ECharts series stands for, so the tooltip shows real values (not the band's stacked widths). */
type DrawnSeries = { option: LineSeriesOption; rows: (ChartRow | undefined)[]; tooltip: BusinessSeries | null };

const stackOf: Partial<Record<BusinessSeries["role"], string>> = { sediment: "history", forecastSediment: "forecast" };

function drawSeries(series: BusinessSeries, coneName: string, clickable: boolean): LineSeriesOption {
  const forecast = series.role === "forecastSediment" || series.role === "forecastLine";
  const sediment = series.role === "sediment" || series.role === "forecastSediment";
  const boundary = series.role === "lower" || series.role === "upper";
  const stack = stackOf[series.role];
  return {
    type: "line",
    name: boundary ? coneName : series.name,
    data: series.points.map((point) => [point.x, point.y]),
    color: series.color,
    showSymbol: false,
    symbolSize: 6,
    connectNulls: false,
    cursor: clickable ? "pointer" : "default",
    lineStyle: { width: sediment ? 1 : boundary ? 1 : 2, type: forecast || boundary ? "dashed" : "solid" },
    ...(stack === undefined ? {} : { stack }),
    ...(sediment ? { areaStyle: { opacity: forecast ? 0.35 : 0.75 } } : {}),
    emphasis: { focus: "series" },
  };
}

/**
 * The cone of probability as a band: an invisible series at the lower boundary and, stacked on it, the width
 * up to the upper boundary, filled. Both carry the cone's name so the legend toggles band and boundaries at once.
 */
function coneBand(lower: BusinessSeries, upper: BusinessSeries, coneName: string): LineSeriesOption[] {
  const upperByX = new Map(upper.points.map((point) => [point.x, point.y]));
  const shared = lower.points.filter((point) => point.y !== null && typeof upperByX.get(point.x) === "number");
  const common = {
    type: "line" as const,
    name: coneName,
    stack: "cone",
    showSymbol: false,
    silent: true,
    lineStyle: { opacity: 0 },
  };
  return [
    { ...common, data: shared.map((point) => [point.x, point.y]), color: upper.color },
    {
      ...common,
      data: shared.map((point) => [point.x, (upperByX.get(point.x) as number) - (point.y as number)]),
      color: upper.color,
      areaStyle: { color: upper.color, opacity: 0.16 },
    },
  ];
}

/** A series with no data that draws the current date: a dashed line, and the forecast side shaded. */
function currentDateMarker(currentDate: number): LineSeriesOption {
  return {
    type: "line",
    id: "current-date",
    data: [],
    silent: true,
    markLine: {
      silent: true,
      symbol: "none",
      lineStyle: { color: chartInk.muted, type: "dashed", width: 1 },
      label: { formatter: formatChartDate(currentDate, false), color: chartInk.muted, position: "end" },
      data: [{ xAxis: currentDate }],
    },
    markArea: {
      silent: true,
      itemStyle: { color: "rgba(0, 0, 0, 0.035)" },
      data: [[{ xAxis: currentDate }, { xAxis: "max" }]],
    },
  };
}

type AxisParam = { seriesIndex?: number; dataIndex?: number; axisValue?: unknown; color?: unknown };

/** The ECharts option of the business time series: history, forecast, the cone of probability and the current date. */
export function buildBusinessTimeSeriesOptions(config: BusinessOptionsConfig): BuiltChart {
  const { model, coneName, clickable = false } = config;
  const data = config.data ?? businessChartData(model);
  const base = buildCartesianBase({ ...config, data, tooltipTrigger: "axis" });
  const lower = model.series.find((series) => series.role === "lower");
  const upper = model.series.find((series) => series.role === "upper");
  const drawn: DrawnSeries[] = model.series.map((series) => ({
    option: drawSeries(series, coneName, clickable),
    rows: series.points.map((point) => point.row),
    tooltip: series,
  }));
  if (lower !== undefined && upper !== undefined) {
    for (const option of coneBand(lower, upper, coneName)) drawn.push({ option, rows: [], tooltip: null });
  }
  if (model.currentDate !== null) drawn.push({ option: currentDateMarker(model.currentDate), rows: [], tooltip: null });

  const legendName = (series: BusinessSeries) =>
    series.role === "lower" || series.role === "upper" ? coneName : series.name;
  const legendNames = [...new Set(model.series.map(legendName))];
  const hidden = new Set(model.series.filter((series) => series.hidden).map(legendName));
  const formatter = (params: AxisParam | AxisParam[]) => {
    const list = (Array.isArray(params) ? params : [params]).filter((param) => drawn[param.seriesIndex ?? -1]?.tooltip);
    const first = list[0];
    if (first === undefined) return "";
    const lines = list.map((param) => {
      const series = drawn[param.seriesIndex ?? -1]?.tooltip as BusinessSeries;
      const point = series.points[param.dataIndex ?? -1];
      return tooltipLine(series.color, series.name, formatChartNumber(point?.y ?? null));
    });
    return tooltipHeading(formatChartDate(Number(first.axisValue), !model.dateOnly)) + lines.join("");
  };
  return {
    option: {
      ...base,
      legend: { ...legendOption(legendNames, hidden), data: legendNames },
      grid: { ...(base.grid as object), top: 40 },
      tooltip: { ...base.tooltip, formatter },
      series: drawn.map((item) => item.option),
    },
    pointRows: drawn.map((item) => item.rows),
  };
}
