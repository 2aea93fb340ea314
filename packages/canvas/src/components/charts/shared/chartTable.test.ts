import { describe, expect, it } from "vitest";
import { readChartData } from "./chartRows";
import { cartesianTable, chartSummary, maxTableRows } from "./chartTable";

describe("cartesianTable", () => {
  it("lists one row per x in axis order, one column per series, linking the x to a point's target", () => {
    const data = readChartData({
      rows: [
        { day: "2026-10-19", ore: 2, waste: 5 },
        { day: "2026-10-18", ore: 1, waste: null, target: "/storylines/fleet-operations" },
      ],
      x: "day",
      y: ["ore", "waste"],
    });
    expect(cartesianTable(data, "Day")).toEqual({
      columns: ["Day", "ore", "waste"],
      rows: [
        { key: "18 Oct 2026", cells: ["18 Oct 2026", "1", "–"], href: "/storylines/fleet-operations" },
        { key: "19 Oct 2026", cells: ["19 Oct 2026", "2", "5"], href: undefined },
      ],
      omitted: 0,
    });
  });

  it("keeps category order and leaves a dash where a series has no value", () => {
    const data = readChartData({
      rows: [
        { hour: "06:00", region: "East", n: 3 },
        { hour: "05:00", region: "West", n: 4 },
      ],
      x: "hour",
      y: "n",
      seriesBy: "region",
    });
    expect(cartesianTable(data, "Hour").rows.map((row) => row.cells)).toEqual([
      ["06:00", "3", "–"],
      ["05:00", "–", "4"],
    ]);
  });

  it(`lists at most ${maxTableRows} rows and counts the rest`, () => {
    const rows = Array.from({ length: maxTableRows + 7 }, (_, index) => ({ x: index, y: index }));
    const table = cartesianTable(readChartData({ rows, x: "x", y: "y" }), "x");
    expect(table.rows).toHaveLength(maxTableRows);
    expect(table.omitted).toBe(7);
  });
});

describe("chartSummary", () => {
  it("names the chart by its title, kind and series", () => {
    expect(chartSummary("Line chart", "Prices", ["MSFT", "IBM"], 48)).toBe(
      "Prices (line chart): MSFT, IBM. 48 points.",
    );
    expect(chartSummary("Bar chart", undefined, ["delay"], 1)).toBe("Bar chart: delay. 1 point.");
  });
});
