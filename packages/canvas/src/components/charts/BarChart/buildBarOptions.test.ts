import { describe, expect, it } from "vitest";
import { readChartData } from "../shared/chartRows";
import { buildBarOptions } from "./buildBarOptions";

const rows = [
  { hour: 6, day: 3, night: 1 },
  { hour: 7, day: 4, night: 2 },
];
const data = readChartData({ rows, x: "hour", y: ["day", "night"], numericX: "category" });
type Series = Record<string, unknown>;

describe("buildBarOptions", () => {
  it("draws grouped bars on categories, rounded at the top", () => {
    const built = buildBarOptions({ data, zoom: false, interactiveTooltip: false });
    const series = built.option.series as Series[];
    expect(series.map((item) => item.type)).toEqual(["bar", "bar"]);
    expect(series[0]).toMatchObject({
      data: [
        ["6", 3],
        ["7", 4],
      ],
      itemStyle: { borderRadius: [3, 3, 0, 0] },
    });
    expect(series[0]?.stack).toBeUndefined();
    expect(built.option.xAxis).toMatchObject({ type: "category", boundaryGap: true });
    expect(built.option.tooltip).toMatchObject({ axisPointer: { type: "shadow" } });
  });

  it("stacks series, rounding only the top of the stack", () => {
    const series = buildBarOptions({ data, stacked: true, zoom: false, interactiveTooltip: false }).option
      .series as Series[];
    expect(series.map((item) => [item.stack, (item.itemStyle as Series).borderRadius])).toEqual([
      ["total", 0],
      ["total", [3, 3, 0, 0]],
    ]);
  });

  it("swaps value and category for horizontal bars", () => {
    const built = buildBarOptions({ data, horizontal: true, zoom: false, interactiveTooltip: false });
    expect((built.option.series as Series[])[0]).toMatchObject({
      data: [
        [3, "6"],
        [4, "7"],
      ],
      itemStyle: { borderRadius: [0, 3, 3, 0] },
    });
    expect(built.option.yAxis).toMatchObject({ type: "category" });
  });
});
