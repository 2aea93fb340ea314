import type { PieSeriesOption } from "echarts/charts";
import { baseOption } from "../shared/buildCartesianOptions";
import type { BuiltChart } from "../shared/chartOption";
import { type ChartRow, toChartNumber } from "../shared/chartRows";
import { type ChartTableModel, capRows } from "../shared/chartTable";
import { tooltipHeading, tooltipLine } from "../shared/chartText";
import { chartFontFamily, chartFontSize, chartInk, formatChartNumber, resolveSeriesColor } from "../shared/chartTheme";
import { pointTarget } from "../shared/pointTarget";

export type PieOptionsConfig = {
  rows: readonly ChartRow[];
  nameField: string;
  valueField: string;
  /** Field holding each slice's colour (palette name or CSS colour); otherwise slices take the series colours. */
  colorField?: string | undefined;
  donut: boolean;
  interactiveTooltip: boolean;
  clickable?: boolean;
};

/** A slice: its name, value, colour and row. Rows without a positive value are left out (a pie cannot show them). */
export type PieSlice = { name: string; value: number; color: string; row: ChartRow };

export function pieSlices(
  rows: readonly ChartRow[],
  nameField: string,
  valueField: string,
  colorField?: string,
): PieSlice[] {
  const slices: PieSlice[] = [];
  for (const row of rows) {
    const value = toChartNumber(row[valueField]);
    if (value === null || value <= 0) continue;
    const color = colorField === undefined ? undefined : row[colorField];
    slices.push({
      name: String(row[nameField] ?? "–"),
      value,
      color: resolveSeriesColor(typeof color === "string" ? color : undefined, slices.length),
      row,
    });
  }
  return slices;
}

const shareFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const percent = (value: number, total: number) => `${shareFormat.format(total === 0 ? 0 : (100 * value) / total)} %`;

type ItemParam = { dataIndex?: number; color?: unknown };

/** The ECharts option of a pie or donut chart. */
export function buildPieOptions(config: PieOptionsConfig): BuiltChart & { slices: PieSlice[] } {
  const { rows, nameField, valueField, colorField, donut, interactiveTooltip, clickable = false } = config;
  const slices = pieSlices(rows, nameField, valueField, colorField);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const base = baseOption(interactiveTooltip);
  const formatter = (params: ItemParam | ItemParam[]) => {
    const param = Array.isArray(params) ? params[0] : params;
    const slice = slices[param?.dataIndex ?? -1];
    if (slice === undefined) return "";
    return (
      tooltipHeading(slice.name) +
      tooltipLine(slice.color, valueField, formatChartNumber(slice.value)) +
      tooltipLine(slice.color, "Share", percent(slice.value, total))
    );
  };
  const series: PieSeriesOption = {
    type: "pie",
    radius: donut ? ["48%", "72%"] : [0, "72%"],
    center: ["50%", "50%"],
    data: slices.map((slice) => ({ name: slice.name, value: slice.value, itemStyle: { color: slice.color } })),
    itemStyle: { borderColor: "#ffffff", borderWidth: 2 },
    label: {
      color: chartInk.text,
      fontFamily: chartFontFamily,
      fontSize: chartFontSize,
      lineHeight: 16,
      formatter: (params: { dataIndex?: number }) => {
        const slice = slices[params.dataIndex ?? -1];
        return slice === undefined ? "" : `${slice.name}\n${percent(slice.value, total)}`;
      },
    },
    labelLine: { lineStyle: { color: chartInk.line } },
    cursor: clickable ? "pointer" : "default",
    emphasis: { scaleSize: 6 },
  };
  return {
    option: {
      ...base,
      tooltip: { ...base.tooltip, trigger: "item", formatter },
      series: [series],
    },
    pointRows: [slices.map((slice) => slice.row)],
    slices,
  };
}

/** The data table of a pie: name, value and share per slice. */
export function pieTable(
  slices: readonly PieSlice[],
  nameLabel: string,
  valueLabel: string,
  targetField?: string,
): ChartTableModel {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const rows = slices.map((slice, index) => ({
    key: `${index}-${slice.name}`,
    cells: [slice.name, formatChartNumber(slice.value), percent(slice.value, total)],
    href: pointTarget(slice.row, targetField),
  }));
  return { columns: [nameLabel, valueLabel, "Share"], ...capRows(rows) };
}
