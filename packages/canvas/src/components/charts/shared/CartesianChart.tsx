import { useMemo } from "react";
import type { CartesianBaseConfig } from "./buildCartesianOptions";
import { ChartFrame } from "./ChartFrame";
import type { CartesianProps } from "./cartesianProps";
import type { BuiltChart } from "./chartOption";
import { type ChartData, hasRows, readChartData } from "./chartRows";
import { cartesianTable, chartSummary } from "./chartTable";
import { EChart } from "./EChart";
import { anyPointTarget } from "./pointTarget";
import { pointCount } from "./seriesData";
import { usePointClick } from "./usePointClick";
import { useStableValue } from "./useStableValue";
import { useXRange } from "./useXRange";

/** What every cartesian option builder receives besides its own options. */
export type CartesianBuildConfig = Pick<
  CartesianBaseConfig,
  "data" | "xLabel" | "yLabel" | "zoom" | "interactiveTooltip" | "window"
> & {
  clickable: boolean;
};

type CartesianChartProps<Options> = {
  /** The component's tag name, for log messages. */
  component: string;
  /** What the chart is, for its accessible name ("Line chart"). */
  kind: string;
  props: CartesianProps;
  /** What a numeric x becomes when the author did not say (lines: a value axis; bars: categories). */
  numericX: "value" | "category";
  /** The builder's own options (stacked, smooth…), compared by value. */
  options: Options;
  build: (config: CartesianBuildConfig, options: Options) => BuiltChart;
};

const emptyAxis: Pick<ChartData, "axis" | "categories" | "dateOnly"> = {
  axis: "category",
  categories: [],
  dateOnly: false,
};

/** The React side shared by line, area and bar charts: reads the rows, binds zoom and clicks, draws with ECharts. */
export function CartesianChart<Options>({
  component,
  kind,
  props,
  numericX,
  options,
  build,
}: CartesianChartProps<Options>) {
  const { x, seriesBy, xType, title, xLabel, yLabel, height, zoom, xMinParameter, xMaxParameter, targetField } = props;
  const rows = useStableValue(props.input);
  const y = useStableValue(props.y);
  const stableOptions = useStableValue(options);
  const data = useMemo(
    () => (hasRows(rows) ? readChartData({ rows, x, y, seriesBy, xType, numericX }) : null),
    [rows, x, y, seriesBy, xType, numericX],
  );
  const range = useXRange(data ?? emptyAxis, xMinParameter, xMaxParameter);
  const onPointClick = usePointClick(component, props.onPointClick, targetField);
  const hasCallback = props.onPointClick !== undefined;
  const clickable = useMemo(
    () => hasCallback || (hasRows(rows) && anyPointTarget(rows, targetField)),
    [hasCallback, rows, targetField],
  );
  const zoomShown = zoom || xMinParameter !== undefined || xMaxParameter !== undefined;
  const { interactiveTooltip } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the zoom window is read, not followed (see useXRange).
  const built = useMemo(
    () =>
      data === null
        ? null
        : build(
            { data, xLabel, yLabel, zoom: zoomShown, interactiveTooltip, window: range.windowRef.current, clickable },
            stableOptions,
          ),
    [data, xLabel, yLabel, zoomShown, interactiveTooltip, clickable, stableOptions, build],
  );
  const table = useMemo(
    () => (data === null ? null : cartesianTable(data, xLabel ?? x, targetField)),
    [data, xLabel, x, targetField],
  );
  return (
    <ChartFrame title={title} height={height} table={table}>
      {data !== null && built !== null && (
        <EChart
          built={built}
          height={height}
          ariaLabel={chartSummary(
            kind,
            title,
            data.series.map((series) => series.name),
            pointCount(data),
          )}
          onPointClick={onPointClick}
          onZoom={range.onZoom}
          zoomRequest={range.zoomRequest}
        />
      )}
    </ChartFrame>
  );
}
