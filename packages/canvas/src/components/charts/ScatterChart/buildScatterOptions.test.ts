import { describe, expect, it } from "vitest";
import { readChartData } from "../shared/chartRows";
import { bubbleSize, bubbleSizeRange, buildScatterOptions, pointSize } from "./buildScatterOptions";

const rows = [
  { country: "Japan", region: "East Asia", fertility: 1.3, life: 82.6, pop: 127 },
  { country: "<i>Nigeria</i>", region: "Africa", fertility: 5.3, life: 46.9, pop: 146 },
  { country: "Fiji", region: "East Asia", fertility: 2.8, life: 68.3, pop: 1 },
];
const data = readChartData({ rows, x: "fertility", y: "life", seriesBy: "region" });
type Loose = Record<string, unknown>;

describe("bubbleSize", () => {
  it("grows the bubble's area with the value between the smallest and largest sizes", () => {
    expect(bubbleSize(1, 1, 146)).toBe(bubbleSizeRange[0]);
    expect(bubbleSize(146, 1, 146)).toBe(bubbleSizeRange[1]);
    const middle = bubbleSize(73.5, 1, 146);
    expect(middle ** 2).toBeCloseTo((bubbleSizeRange[0] ** 2 + bubbleSizeRange[1] ** 2) / 2, 5);
    expect(bubbleSize(null, 1, 146)).toBe(bubbleSizeRange[0]);
  });
});

describe("buildScatterOptions", () => {
  it("places points by x and y on value axes fitted to the data, one series per group", () => {
    const built = buildScatterOptions({
      data,
      xName: "Children per woman",
      yName: "Life",
      zoom: false,
      interactiveTooltip: false,
    });
    const series = built.option.series as Loose[];
    expect(series.map((item) => [item.type, item.name, item.data])).toEqual([
      [
        "scatter",
        "East Asia",
        [
          [1.3, 82.6],
          [2.8, 68.3],
        ],
      ],
      ["scatter", "Africa", [[5.3, 46.9]]],
    ]);
    expect(series[0]?.symbolSize).toBe(pointSize);
    expect(built.option.xAxis).toMatchObject({ type: "value", scale: true });
    expect(built.option.yAxis).toMatchObject({ type: "value", scale: true });
    expect(built.option.tooltip).toMatchObject({ trigger: "item" });
    expect(built.pointRows[1]?.[0]).toBe(rows[1]);
  });

  it("sizes points by the size field and names them in the tooltip, escaped", () => {
    const built = buildScatterOptions({
      data,
      sizeField: "pop",
      labelField: "country",
      xName: "Children per woman",
      yName: "Life",
      zoom: false,
      interactiveTooltip: false,
    });
    const series = built.option.series as Loose[];
    const sizeOf = series[1]?.symbolSize as (value: unknown, params: { dataIndex: number }) => number;
    expect(sizeOf([5.3, 46.9], { dataIndex: 0 })).toBe(bubbleSizeRange[1]);
    const formatter = (built.option.tooltip as Loose).formatter as (params: Loose) => string;
    const html = formatter({ seriesIndex: 1, dataIndex: 0, seriesName: "Africa", color: "#fb8c00" });
    expect(html).toContain("&lt;i&gt;Nigeria&lt;/i&gt; · Africa");
    expect(html).toContain("Children per woman");
    expect(html).toContain("46.9");
    expect(html).toContain("146");
  });

  it("sizes the points of a very large input without overflowing the call stack", () => {
    const many = Array.from({ length: 200_000 }, (_, index) => ({ x: index, y: index % 7, size: index }));
    const built = buildScatterOptions({
      data: readChartData({ rows: many, x: "x", y: "y" }),
      sizeField: "size",
      xName: "x",
      yName: "y",
      zoom: false,
      interactiveTooltip: false,
    });
    const sizeOf = (built.option.series as Loose[])[0]?.symbolSize as (v: unknown, p: { dataIndex: number }) => number;
    expect(sizeOf(undefined, { dataIndex: 0 })).toBe(bubbleSizeRange[0]);
    expect(sizeOf(undefined, { dataIndex: 199_999 })).toBe(bubbleSizeRange[1]);
  });
});
