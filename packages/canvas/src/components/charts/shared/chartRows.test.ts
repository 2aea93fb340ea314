import { describe, expect, it } from "vitest";
import { palette } from "../../shared/palette";
import { hasRows, inferXAxis, readChartData, toChartNumber, toEpochMs } from "./chartRows";
import { seriesColors } from "./chartTheme";

describe("toEpochMs", () => {
  it("reads plain dates and date-times without a zone as local time", () => {
    expect(toEpochMs("2026-10-18")).toBe(new Date(2026, 9, 18).getTime());
    expect(toEpochMs("2026-10-18 06:30:00")).toBe(new Date(2026, 9, 18, 6, 30).getTime());
    expect(toEpochMs("2026-10-18T06:30")).toBe(new Date(2026, 9, 18, 6, 30).getTime());
  });

  it("keeps a zone, Dates and milliseconds, and refuses other text", () => {
    expect(toEpochMs("2026-10-18T06:30:00Z")).toBe(Date.UTC(2026, 9, 18, 6, 30));
    expect(toEpochMs(new Date(5_000))).toBe(5_000);
    expect(toEpochMs(42)).toBe(42);
    expect(toEpochMs("next Tuesday")).toBeNaN();
  });
});

describe("toChartNumber", () => {
  it("reads numbers and numeric text; anything else is a gap", () => {
    expect(toChartNumber(12.5)).toBe(12.5);
    expect(toChartNumber("12.5")).toBe(12.5);
    expect(toChartNumber("")).toBeNull();
    expect(toChartNumber(null)).toBeNull();
    expect(toChartNumber("n/a")).toBeNull();
    expect(toChartNumber(Number.NaN)).toBeNull();
  });
});

describe("inferXAxis", () => {
  const rows = (values: unknown[]) => values.map((x) => ({ x }));
  it("takes the author's choice first", () => {
    expect(inferXAxis(rows(["2026-01-01"]), "x", "category", "value")).toBe("category");
  });
  it("reads dates as time, numbers as values (or categories for bars) and text as categories", () => {
    expect(inferXAxis(rows(["2026-01-01", null, "2026-02-01 06:00"]), "x", "auto", "value")).toBe("time");
    expect(inferXAxis(rows([new Date()]), "x", "auto", "value")).toBe("time");
    expect(inferXAxis(rows([1, 2]), "x", "auto", "value")).toBe("value");
    expect(inferXAxis(rows([1, 2]), "x", "auto", "category")).toBe("category");
    expect(inferXAxis(rows(["Mon", "Tue"]), "x", "auto", "value")).toBe("category");
  });
});

describe("readChartData", () => {
  const prices = [
    { date: "2008-02-01", symbol: "MSFT", price: 27.2, volume: 5 },
    { date: "2008-01-01", symbol: "MSFT", price: 35.2, volume: 4 },
    { date: "2008-01-01", symbol: "IBM", price: 104.5, volume: 3 },
  ];

  it("makes one series per y field, sorted by x on a time axis, in the palette's order", () => {
    const data = readChartData({ rows: prices, x: "date", y: ["price", "volume"] });
    expect(data.axis).toBe("time");
    expect(data.dateOnly).toBe(true);
    expect(data.series.map((series) => series.name)).toEqual(["price", "volume"]);
    expect(data.series.map((series) => series.color)).toEqual([seriesColors[0], seriesColors[1]]);
    expect(data.series[0]?.points.map((point) => point.y)).toEqual([35.2, 104.5, 27.2]);
    expect(data.series[0]?.points[0]?.row).toBe(prices[1]);
  });

  it("splits long data into one series per value of seriesBy", () => {
    const data = readChartData({ rows: prices, x: "date", y: "price", seriesBy: "symbol" });
    expect(data.series.map((series) => [series.name, series.points.length])).toEqual([
      ["MSFT", 2],
      ["IBM", 1],
    ]);
  });

  it("names, colours and hides series as their spec says", () => {
    const data = readChartData({
      rows: prices,
      x: "date",
      y: [
        { field: "price", name: "Price", color: "green" },
        { field: "volume", color: "red.300", hidden: true },
      ],
    });
    expect(data.series.map(({ name, color, hidden }) => ({ name, color, hidden }))).toEqual([
      { name: "Price", color: palette.green[700], hidden: false },
      { name: "volume", color: palette.red[300], hidden: true },
    ]);
  });

  it("keeps categories in order of first appearance and skips rows without an x", () => {
    const data = readChartData({
      rows: [{ day: "Tue", n: 2 }, { day: "Mon", n: 1 }, { n: 9 }, { day: "Tue", n: "3" }],
      x: "day",
      y: "n",
    });
    expect(data.axis).toBe("category");
    expect(data.categories).toEqual(["Tue", "Mon"]);
    expect(data.series[0]?.points.map((point) => point.y)).toEqual([2, 1, 3]);
  });

  it("says a time axis of date-times is not date-only", () => {
    const data = readChartData({ rows: [{ at: "2026-10-18 06:00", v: 1 }], x: "at", y: "v" });
    expect(data.dateOnly).toBe(false);
  });
});

describe("hasRows", () => {
  it("is true only for a non-empty list", () => {
    expect(hasRows(undefined)).toBe(false);
    expect(hasRows(null)).toBe(false);
    expect(hasRows([])).toBe(false);
    expect(hasRows([{}])).toBe(true);
  });
});
