import { LineChart as LineSeries } from "echarts/charts";
import { use } from "echarts/core";
import { type CartesianBuildConfig, CartesianChart } from "../shared/CartesianChart";
import { buildLineOptions } from "./buildLineOptions";
import type { LineChartProps } from "./LineChart.meta";

use([LineSeries]);

const build = (config: CartesianBuildConfig, options: { smooth: boolean }) =>
  buildLineOptions({ ...config, ...options });

/** Lines over categories, dates or numbers (see LineChart.meta). */
export default function LineChart(props: LineChartProps) {
  return (
    <CartesianChart
      component="LineChart"
      kind="Line chart"
      props={props}
      numericX="value"
      options={{ smooth: props.smooth }}
      build={build}
    />
  );
}
