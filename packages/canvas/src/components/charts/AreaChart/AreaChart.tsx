import { LineChart as LineSeries } from "echarts/charts";
import { use } from "echarts/core";
import { buildLineOptions } from "../LineChart/buildLineOptions";
import { type CartesianBuildConfig, CartesianChart } from "../shared/CartesianChart";
import type { AreaChartProps } from "./AreaChart.meta";

use([LineSeries]);

const build = (config: CartesianBuildConfig, options: { stacked: boolean; smooth: boolean }) =>
  buildLineOptions({ ...config, ...options, area: true });

/** Filled lines, optionally stacked (see AreaChart.meta). */
export default function AreaChart(props: AreaChartProps) {
  return (
    <CartesianChart
      component="AreaChart"
      kind="Area chart"
      props={props}
      numericX="value"
      options={{ stacked: props.stacked, smooth: props.smooth }}
      build={build}
    />
  );
}
