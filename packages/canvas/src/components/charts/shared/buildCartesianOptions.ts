import type { ChartOption } from "./chartOption";
import type { ChartData, XAxisKind } from "./chartRows";
import { escapeHtml, formatCategory, formatXValue, tooltipHeading, tooltipLine } from "./chartText";
import {
  chartFontFamily,
  chartFontSize,
  chartInk,
  formatChartNumber,
  interactiveTooltipHideDelayMs,
  seriesColors,
  tooltipShowDelayMs,
} from "./chartTheme";
import type { ZoomWindow } from "./xRange";

export type CartesianBaseConfig = {
  data: ChartData;
  xLabel?: string | undefined;
  yLabel?: string | undefined;
  /** Adds a zoom slider under the x axis (and Ctrl + wheel / drag zooming inside the plot). */
  zoom: boolean;
  /** Lets the pointer move into the tooltip (it then hides 100 ms after leaving instead of at once). */
  interactiveTooltip: boolean;
  /** Categories on the vertical axis and values along the horizontal one (horizontal bars). */
  horizontal?: boolean;
  /** The zoom window to start from (from the range parameters). */
  window?: Partial<ZoomWindow> | null;
  /** Bars keep a gap at the axis ends; lines start at the first category. */
  boundaryGap?: boolean;
  /** The y axis fits the data instead of starting at zero (scatter plots). */
  yScale?: boolean;
  /** Tooltip per x position (lines, bars) or per point (scatter). */
  tooltipTrigger: "axis" | "item";
};

const compactNumber = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Axis tick labels: plain below 10,000, compact above (12.5K, 3.2M). */
export function formatAxisNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? compactNumber.format(value) : formatChartNumber(value);
}

/** The option parts every chart shares: text style, colours and a tooltip with the spec's delays. */
export function baseOption(interactiveTooltip: boolean): ChartOption {
  return {
    color: [...seriesColors],
    textStyle: { fontFamily: chartFontFamily, fontSize: chartFontSize, color: chartInk.text },
    animationDuration: 300,
    tooltip: {
      showDelay: tooltipShowDelayMs,
      hideDelay: interactiveTooltip ? interactiveTooltipHideDelayMs : 0,
      enterable: interactiveTooltip,
      confine: true,
      backgroundColor: "#ffffff",
      borderColor: chartInk.line,
      textStyle: { color: chartInk.text, fontFamily: chartFontFamily, fontSize: chartFontSize },
      extraCssText: "box-shadow: 0 2px 8px rgba(0,0,0,0.15); border-radius: 4px;",
    },
  };
}

/** A legend across the top, scrolling when it is too long; series marked hidden start switched off. */
export function legendOption(names: readonly string[], hidden: ReadonlySet<string>): ChartOption["legend"] {
  return {
    type: "scroll",
    top: 0,
    left: 0,
    icon: "roundRect",
    itemWidth: 14,
    itemHeight: 10,
    textStyle: { color: chartInk.text, fontFamily: chartFontFamily, fontSize: chartFontSize },
    pageTextStyle: { color: chartInk.muted },
    selected: Object.fromEntries(names.map((name) => [name, !hidden.has(name)])),
  };
}

function axisStyle(name: string | undefined, nameGap: number) {
  return {
    ...(name === undefined ? {} : { name, nameLocation: "middle" as const, nameGap }),
    nameTextStyle: { color: chartInk.muted, fontFamily: chartFontFamily, fontSize: chartFontSize },
    axisLabel: { color: chartInk.muted, fontFamily: chartFontFamily, fontSize: chartFontSize, hideOverlap: true },
    axisLine: { lineStyle: { color: chartInk.line } },
    axisTick: { lineStyle: { color: chartInk.line } },
    splitLine: { lineStyle: { color: chartInk.grid } },
  };
}

function xAxisOption(data: ChartData, label: string | undefined, boundaryGap: boolean) {
  const style = axisStyle(label, 32);
  const formatLabel = (value: number | string) => formatXValue(value, data.axis, data.dateOnly);
  if (data.axis === "category") {
    return {
      ...style,
      type: "category" as const,
      data: data.categories,
      boundaryGap,
      axisTick: { alignWithLabel: true },
      axisLabel: { ...style.axisLabel, formatter: (value: string) => formatCategory(value, true) },
    };
  }
  if (data.axis === "time") return { ...style, type: "time" as const, splitLine: { show: false } };
  return {
    ...style,
    type: "value" as const,
    scale: true,
    splitLine: { show: false },
    axisLabel: { ...style.axisLabel, formatter: formatLabel },
  };
}

function yAxisOption(label: string | undefined, scale: boolean) {
  const style = axisStyle(label, 48);
  return {
    ...style,
    type: "value" as const,
    scale,
    axisLabel: { ...style.axisLabel, formatter: (value: number) => formatAxisNumber(value) },
  };
}

type AxisTooltipParam = { seriesName?: string; color?: unknown; value?: unknown; axisValue?: unknown };

/** The tooltip of an x position: the x value, then each series' value there (HTML-escaped: names come from data). */
export function axisTooltipFormatter(axis: XAxisKind, dateOnly: boolean, horizontal = false) {
  return (params: AxisTooltipParam | AxisTooltipParam[]): string => {
    const list = Array.isArray(params) ? params : [params];
    const first = list[0];
    if (first === undefined) return "";
    const heading = tooltipHeading(formatXValue(first.axisValue, axis, dateOnly));
    const lines = list.map((param) => {
      const pair = Array.isArray(param.value) ? param.value : [undefined, param.value];
      const y = horizontal ? pair[0] : pair[1];
      return tooltipLine(
        typeof param.color === "string" ? param.color : chartInk.muted,
        param.seriesName ?? "",
        formatChartNumber(y),
      );
    });
    return heading + lines.join("");
  };
}

function zoomOptions(config: CartesianBaseConfig): ChartOption["dataZoom"] {
  const { data, horizontal = false, window } = config;
  const axisIndex = horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  const start = window ?? {};
  const labelFormatter = (value: number) =>
    data.axis === "category"
      ? escapeHtml(formatCategory(data.categories[Math.round(value)] ?? "", true))
      : formatXValue(value, data.axis, data.dateOnly);
  return [
    {
      type: "inside",
      ...axisIndex,
      ...start,
      filterMode: "filter",
      // Wheel zooming only with Ctrl, so scrolling the page over a chart still scrolls the page.
      zoomOnMouseWheel: "ctrl",
      moveOnMouseWheel: false,
      moveOnMouseMove: true,
    },
    {
      type: "slider",
      ...axisIndex,
      ...start,
      filterMode: "filter",
      ...(horizontal ? { orient: "vertical" as const, right: 8, width: 20 } : { bottom: 8, height: 24 }),
      borderColor: chartInk.line,
      textStyle: { color: chartInk.muted, fontFamily: chartFontFamily, fontSize: chartFontSize },
      labelFormatter,
      brushSelect: false,
    },
  ];
}

/** Grid, axes, legend, tooltip and zoom of a chart with an x and a y axis; the caller adds the series. */
export function buildCartesianBase(config: CartesianBaseConfig): ChartOption {
  const { data, horizontal = false, zoom, boundaryGap = false, yScale = false } = config;
  const names = data.series.map((series) => series.name);
  const showLegend = data.series.length > 1;
  const hidden = new Set(data.series.filter((series) => series.hidden).map((series) => series.name));
  const categoryAxis = xAxisOption(data, config.xLabel, boundaryGap);
  const valueAxis = yAxisOption(config.yLabel, yScale);
  const base = baseOption(config.interactiveTooltip);
  return {
    ...base,
    ...(showLegend ? { legend: legendOption(names, hidden) } : {}),
    grid: {
      left: 8,
      right: horizontal && zoom ? 48 : 24,
      top: showLegend ? 40 : 16,
      // Room under the axis for its labels, its name and the zoom slider.
      bottom: zoom && !horizontal ? 64 : config.xLabel === undefined ? 28 : 44,
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    tooltip: {
      ...base.tooltip,
      trigger: config.tooltipTrigger,
      axisPointer: { type: boundaryGap ? "shadow" : "line" },
      ...(config.tooltipTrigger === "axis"
        ? { formatter: axisTooltipFormatter(data.axis, data.dateOnly, horizontal) }
        : {}),
    },
    ...(zoom ? { dataZoom: zoomOptions(config) } : {}),
  };
}
