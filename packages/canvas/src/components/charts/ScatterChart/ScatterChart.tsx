import { ScatterChart as ScatterSeries } from "echarts/charts";
import { use } from "echarts/core";
import { type CartesianBuildConfig, CartesianChart } from "../shared/CartesianChart";
import { normaliseSeriesSpecs } from "../shared/chartRows";
import { buildScatterOptions } from "./buildScatterOptions";
import type { ScatterChartProps } from "./ScatterChart.meta";

use([ScatterSeries]);

type ScatterOptions = { sizeField: string | undefined; labelField: string | undefined; xName: string; yName: string };

const build = (config: CartesianBuildConfig, options: ScatterOptions) => buildScatterOptions({ ...config, ...options });

/** Points placed by two numbers, optionally sized (see ScatterChart.meta). */
export default function ScatterChart(props: ScatterChartProps) {
  const [firstY] = normaliseSeriesSpecs(props.y);
  const options: ScatterOptions = {
    sizeField: props.size,
    labelField: props.label,
    xName: props.xLabel ?? props.x,
    yName: props.yLabel ?? firstY?.name ?? firstY?.field ?? "y",
  };
  return (
    <CartesianChart
      component="ScatterChart"
      kind="Scatter chart"
      props={props}
      numericX="value"
      options={options}
      build={build}
    />
  );
}
