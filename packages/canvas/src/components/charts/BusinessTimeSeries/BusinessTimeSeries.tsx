import { LineChart as LineSeries } from "echarts/charts";
import { use } from "echarts/core";
import { useMemo } from "react";
import { ChartFrame } from "../shared/ChartFrame";
import { cartesianTable, chartSummary } from "../shared/chartTable";
import { EChart } from "../shared/EChart";
import { anyPointTarget } from "../shared/pointTarget";
import { usePointClick } from "../shared/usePointClick";
import { useStableValue } from "../shared/useStableValue";
import { useXRange } from "../shared/useXRange";
import type { BusinessTimeSeriesProps } from "./BusinessTimeSeries.meta";
import { buildBusinessTimeSeriesOptions } from "./buildBusinessTimeSeriesOptions";
import { businessChartData, hasBusinessPoints, readBusinessInput } from "./businessInput";

use([LineSeries]);

/** History, forecast and its cone of probability on one time axis (see BusinessTimeSeries.meta). */
export default function BusinessTimeSeries(props: BusinessTimeSeriesProps) {
  const {
    title,
    xLabel,
    yLabel,
    height,
    coneName,
    zoom,
    xMinParameter,
    xMaxParameter,
    targetField,
    interactiveTooltip,
  } = props;
  const input = useStableValue(props.input);
  const model = useMemo(() => readBusinessInput(input), [input]);
  const data = useMemo(() => businessChartData(model), [model]);
  const range = useXRange(data, xMinParameter, xMaxParameter);
  const onPointClick = usePointClick("BusinessTimeSeries", props.onPointClick, targetField);
  const hasPoints = hasBusinessPoints(model);
  const hasCallback = props.onPointClick !== undefined;
  const clickable = useMemo(
    () =>
      hasCallback ||
      model.series.some((series) =>
        anyPointTarget(
          series.points.map((point) => point.row),
          targetField,
        ),
      ),
    [hasCallback, model, targetField],
  );
  const zoomShown = zoom || xMinParameter !== undefined || xMaxParameter !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the zoom window is read, not followed (see useXRange).
  const built = useMemo(
    () =>
      buildBusinessTimeSeriesOptions({
        model,
        data,
        xLabel,
        yLabel,
        zoom: zoomShown,
        interactiveTooltip,
        window: range.windowRef.current,
        clickable,
        coneName,
      }),
    [model, data, xLabel, yLabel, zoomShown, interactiveTooltip, clickable, coneName],
  );
  const table = useMemo(
    () => (hasPoints ? cartesianTable(data, xLabel ?? "Date", targetField) : null),
    [hasPoints, data, xLabel, targetField],
  );
  const points = data.series.reduce((sum, series) => sum + series.points.length, 0);
  return (
    <ChartFrame title={title} height={height} table={table}>
      {hasPoints && (
        <EChart
          built={built}
          height={height}
          ariaLabel={chartSummary(
            "Time series",
            title,
            data.series.map((series) => series.name),
            points,
          )}
          onPointClick={onPointClick}
          onZoom={range.onZoom}
          zoomRequest={range.zoomRequest}
        />
      )}
    </ChartFrame>
  );
}
