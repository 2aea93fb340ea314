import type { BarSeriesOption, LineSeriesOption, PieSeriesOption, ScatterSeriesOption } from "echarts/charts";
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from "echarts/components";
import type { ComposeOption } from "echarts/core";

/** Every ECharts option the chart components build (types only: building options loads no chart code). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | ScatterSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
>;

/** A built chart: its option, and the input row behind each point (`pointRows[seriesIndex][dataIndex]`). */
export type BuiltChart<Row = Readonly<Record<string, unknown>>> = {
  option: ChartOption;
  pointRows: ReadonlyArray<ReadonlyArray<Row | undefined>>;
};
