import { describe, expect, it } from "vitest";
import { readChartData } from "../shared/chartRows";
import { buildLineOptions, maxPointsWithSymbols } from "./buildLineOptions";

const rows = [
  { day: "Mon", ore: 3, waste: 5, target: "/storylines/fleet-operations" },
  { day: "Tue", ore: 4, waste: 6 },
];
const data = readChartData({ rows, x: "day", y: ["ore", "waste"] });
type Series = Record<string, unknown>;
const seriesOf = (built: ReturnType<typeof buildLineOptions>) => built.option.series as Series[];

describe("buildLineOptions", () => {
  it("draws one 2 px line per series with its colour and the rows behind each point", () => {
    const built = buildLineOptions({ data, zoom: false, interactiveTooltip: false });
    expect(seriesOf(built).map((series) => [series.type, series.name, series.color])).toEqual([
      ["line", "ore", "#1565c0"],
      ["line", "waste", "#fb8c00"],
    ]);
    expect(seriesOf(built)[0]).toMatchObject({
      data: [
        ["Mon", 3],
        ["Tue", 4],
      ],
      lineStyle: { width: 2 },
      smooth: false,
    });
    expect(seriesOf(built)[0]?.areaStyle).toBeUndefined();
    expect(seriesOf(built)[0]?.stack).toBeUndefined();
    expect(built.pointRows[0]?.[0]).toBe(rows[0]);
  });

  it("fills and stacks areas, smooths curves and shows a pointer on clickable points", () => {
    const built = buildLineOptions({
      data,
      area: true,
      stacked: true,
      smooth: true,
      clickable: true,
      zoom: false,
      interactiveTooltip: false,
    });
    expect(seriesOf(built)[1]).toMatchObject({
      stack: "total",
      areaStyle: { opacity: 0.55 },
      smooth: true,
      cursor: "pointer",
    });
    const unstacked = buildLineOptions({ data, area: true, zoom: false, interactiveTooltip: false });
    expect(seriesOf(unstacked)[0]).toMatchObject({ areaStyle: { opacity: 0.18 }, cursor: "default" });
  });

  it(`hides point markers above ${maxPointsWithSymbols} points`, () => {
    const many = Array.from({ length: maxPointsWithSymbols + 1 }, (_, index) => ({ x: index, y: index }));
    const built = buildLineOptions({
      data: readChartData({ rows: many, x: "x", y: "y" }),
      zoom: false,
      interactiveTooltip: false,
    });
    expect(seriesOf(built)[0]?.showSymbol).toBe(false);
    expect(seriesOf(buildLineOptions({ data, zoom: false, interactiveTooltip: false }))[0]?.showSymbol).toBe(true);
  });
});
