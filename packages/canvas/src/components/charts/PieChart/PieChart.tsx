import { PieChart as PieSeries } from "echarts/charts";
import { use } from "echarts/core";
import { useMemo } from "react";
import { ChartFrame } from "../shared/ChartFrame";
import { hasRows } from "../shared/chartRows";
import { EChart } from "../shared/EChart";
import { anyPointTarget } from "../shared/pointTarget";
import { usePointClick } from "../shared/usePointClick";
import { useStableValue } from "../shared/useStableValue";
import { buildPieOptions, pieTable } from "./buildPieOptions";
import type { PieChartProps } from "./PieChart.meta";

use([PieSeries]);

/** Shares of a whole as a pie or donut (see PieChart.meta). */
export default function PieChart(props: PieChartProps) {
  const { name, value, colorField, donut, title, height, targetField, interactiveTooltip } = props;
  const rows = useStableValue(props.input);
  const hasCallback = props.onPointClick !== undefined;
  const clickable = useMemo(
    () => hasCallback || (hasRows(rows) && anyPointTarget(rows, targetField)),
    [hasCallback, rows, targetField],
  );
  const built = useMemo(
    () =>
      hasRows(rows)
        ? buildPieOptions({
            rows,
            nameField: name,
            valueField: value,
            colorField,
            donut,
            interactiveTooltip,
            clickable,
          })
        : null,
    [rows, name, value, colorField, donut, interactiveTooltip, clickable],
  );
  const onPointClick = usePointClick("PieChart", props.onPointClick, targetField);
  const table = useMemo(
    () => (built === null ? null : pieTable(built.slices, name, value, targetField)),
    [built, name, value, targetField],
  );
  const label = `${title ? `${title} (pie chart)` : "Pie chart"}: ${built?.slices.map((slice) => slice.name).join(", ") ?? ""}.`;
  return (
    <ChartFrame title={title} height={height} table={table}>
      {built !== null && <EChart built={built} height={height} ariaLabel={label} onPointClick={onPointClick} />}
    </ChartFrame>
  );
}
