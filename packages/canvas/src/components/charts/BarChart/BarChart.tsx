import { BarChart as BarSeries } from "echarts/charts";
import { use } from "echarts/core";
import { type CartesianBuildConfig, CartesianChart } from "../shared/CartesianChart";
import type { BarChartProps } from "./BarChart.meta";
import { buildBarOptions } from "./buildBarOptions";

use([BarSeries]);

const build = (config: CartesianBuildConfig, options: { stacked: boolean; horizontal: boolean }) =>
  buildBarOptions({ ...config, ...options });

/** Bars per category, grouped or stacked (see BarChart.meta). */
export default function BarChart(props: BarChartProps) {
  return (
    <CartesianChart
      component="BarChart"
      kind="Bar chart"
      props={props}
      numericX="category"
      options={{ stacked: props.stacked, horizontal: props.horizontal }}
      build={build}
    />
  );
}
