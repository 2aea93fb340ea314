import { describe, expect, it } from "vitest";
import { buildBusinessTimeSeriesOptions } from "./buildBusinessTimeSeriesOptions";
import { readBusinessInput } from "./businessInput";

const model = readBusinessInput({
  current_date: "2026-10-21",
  sediments: {
    ore: {
      display: "Ore",
      data: [
        ["2026-10-20", 10],
        ["2026-10-21", 12],
      ],
    },
  },
  lines: {
    plan: {
      display: "Plan",
      data: [
        ["2026-10-20", 30],
        ["2026-10-23", 30],
      ],
      is_hidden: true,
    },
  },
  cone_of_probability: {
    boundaries: {
      lower: {
        color: "blue",
        data: [
          ["2026-10-21", 12],
          ["2026-10-22", 9],
        ],
      },
      upper: {
        color: "blue",
        data: [
          ["2026-10-21", 12],
          ["2026-10-22", 16],
        ],
      },
    },
    lines: {
      expected: {
        display: "Expected",
        data: [
          ["2026-10-21", 12],
          ["2026-10-22", 12.5],
        ],
      },
    },
  },
});
type Loose = Record<string, unknown>;
const build = () =>
  buildBusinessTimeSeriesOptions({ model, zoom: false, interactiveTooltip: false, coneName: "Cone of probability" });

describe("buildBusinessTimeSeriesOptions", () => {
  it("stacks the sediments as areas, draws lines solid and the forecast dashed", () => {
    const series = build().option.series as Loose[];
    expect(series[0]).toMatchObject({ name: "Ore", stack: "history", areaStyle: { opacity: 0.75 } });
    expect(series[1]).toMatchObject({ name: "Plan", lineStyle: { width: 2, type: "solid" } });
    expect(series[4]).toMatchObject({ name: "Expected", lineStyle: { type: "dashed" } });
  });

  it("draws the cone as a band between its boundaries, toggled with them under one legend name", () => {
    const series = build().option.series as Loose[];
    const band = series.filter((item) => item.stack === "cone");
    expect(band.map((item) => item.data)).toEqual([
      [
        [new Date(2026, 9, 21).getTime(), 12],
        [new Date(2026, 9, 22).getTime(), 9],
      ],
      [
        [new Date(2026, 9, 21).getTime(), 0],
        [new Date(2026, 9, 22).getTime(), 7],
      ],
    ]);
    expect(band[1]).toMatchObject({ areaStyle: { opacity: 0.16 } });
    expect(series.filter((item) => item.name === "Cone of probability")).toHaveLength(4);
    expect(build().option.legend).toMatchObject({
      data: ["Ore", "Plan", "Cone of probability", "Expected"],
      selected: { Ore: true, Plan: false, "Cone of probability": true, Expected: true },
    });
  });

  it("marks the current date with a dashed line and shades the forecast side", () => {
    const series = build().option.series as Loose[];
    const marker = series.find((item) => item.id === "current-date");
    expect(marker?.markLine).toMatchObject({
      data: [{ xAxis: new Date(2026, 9, 21).getTime() }],
      lineStyle: { type: "dashed" },
    });
    expect(marker?.markArea).toMatchObject({ data: [[{ xAxis: new Date(2026, 9, 21).getTime() }, { xAxis: "max" }]] });
  });

  it("shows real values in the tooltip, not the band's stacked widths", () => {
    const formatter = (build().option.tooltip as Loose).formatter as (params: Loose[]) => string;
    const html = formatter([
      { seriesIndex: 2, dataIndex: 1, axisValue: new Date(2026, 9, 22).getTime() },
      { seriesIndex: 3, dataIndex: 1, axisValue: new Date(2026, 9, 22).getTime() },
      { seriesIndex: 6, dataIndex: 1, axisValue: new Date(2026, 9, 22).getTime() },
    ]);
    expect(html).toContain("22 Oct 2026");
    expect(html).toContain("Lower bound");
    expect(html).toContain(">9<");
    expect(html).toContain("Upper bound");
    expect(html).toContain(">16<");
    expect(html).not.toContain(">7<");
  });
});
