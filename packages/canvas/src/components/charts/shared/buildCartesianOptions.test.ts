import { describe, expect, it } from "vitest";
import { axisTooltipFormatter, buildCartesianBase, formatAxisNumber } from "./buildCartesianOptions";
import { readChartData } from "./chartRows";

const rows = [
  { date: "2008-01-01", symbol: "MSFT", price: 35.2 },
  { date: "2008-02-01", symbol: "MSFT", price: 27.2 },
  { date: "2008-01-01", symbol: "IBM", price: 104.5 },
];
const data = readChartData({ rows, x: "date", y: "price", seriesBy: "symbol" });

type Loose = Record<string, unknown>;
const base = (overrides: Partial<Parameters<typeof buildCartesianBase>[0]> = {}) =>
  buildCartesianBase({ data, zoom: false, interactiveTooltip: false, tooltipTrigger: "axis", ...overrides }) as Loose;

describe("buildCartesianBase", () => {
  it("writes 12 px Helvetica Neue and palette colours", () => {
    const option = base();
    expect(option.textStyle).toMatchObject({
      fontSize: 12,
      fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
    });
    expect((option.color as string[])[0]).toBe("#1565c0");
  });

  it("shows tooltips after 200 ms and hides them at once, or after 100 ms when the pointer may enter them", () => {
    expect(base().tooltip).toMatchObject({ showDelay: 200, hideDelay: 0, enterable: false, trigger: "axis" });
    expect(base({ interactiveTooltip: true }).tooltip).toMatchObject({
      showDelay: 200,
      hideDelay: 100,
      enterable: true,
    });
  });

  it("adds a legend only for several series, with hidden ones switched off", () => {
    expect(base().legend).toMatchObject({ type: "scroll", selected: { MSFT: true, IBM: true } });
    const single = readChartData({ rows, x: "date", y: [{ field: "price", hidden: true }] });
    expect(base({ data: single }).legend).toBeUndefined();
    const two = readChartData({ rows, x: "date", y: ["price", { field: "symbol", hidden: true }] });
    expect(base({ data: two }).legend).toMatchObject({ selected: { price: true, symbol: false } });
  });

  it("reads the axis kinds: time x and value y; horizontal bars swap them", () => {
    expect(base().xAxis).toMatchObject({ type: "time" });
    expect(base().yAxis).toMatchObject({ type: "value", scale: false });
    const categories = readChartData({ rows, x: "symbol", y: "price" });
    const horizontal = base({ data: categories, horizontal: true, boundaryGap: true });
    expect(horizontal.xAxis).toMatchObject({ type: "value" });
    expect(horizontal.yAxis).toMatchObject({
      type: "category",
      data: ["MSFT", "IBM"],
      inverse: true,
      boundaryGap: true,
    });
  });

  it("adds a slider and Ctrl + wheel zoom starting from the window of the range parameters", () => {
    const option = base({ zoom: true, window: { startValue: 10, endValue: 20 } });
    expect(option.dataZoom).toEqual([
      expect.objectContaining({
        type: "inside",
        xAxisIndex: 0,
        startValue: 10,
        endValue: 20,
        zoomOnMouseWheel: "ctrl",
      }),
      expect.objectContaining({ type: "slider", xAxisIndex: 0, startValue: 10, endValue: 20 }),
    ]);
    expect(base().dataZoom).toBeUndefined();
    expect((option.grid as Loose).bottom).toBe(64);
  });

  it("zooms the vertical category axis of horizontal bars", () => {
    const categories = readChartData({ rows, x: "symbol", y: "price" });
    const option = base({ data: categories, horizontal: true, zoom: true });
    expect(option.dataZoom).toEqual([
      expect.objectContaining({ type: "inside", yAxisIndex: 0 }),
      expect.objectContaining({ type: "slider", yAxisIndex: 0, orient: "vertical" }),
    ]);
  });
});

describe("axisTooltipFormatter", () => {
  it("heads the tooltip with the x value and lists each series, escaping names from data", () => {
    const format = axisTooltipFormatter("time", true);
    const html = format([
      {
        seriesName: "<b>MSFT</b>",
        color: "#1565c0",
        value: [new Date(2008, 0, 1).getTime(), 35.2],
        axisValue: new Date(2008, 0, 1).getTime(),
      },
      { seriesName: "IBM", color: "#fb8c00", value: [new Date(2008, 0, 1).getTime(), 1104.5], axisValue: 0 },
    ]);
    expect(html).toContain("01 Jan 2008");
    expect(html).toContain("&lt;b&gt;MSFT&lt;/b&gt;");
    expect(html).toContain("35.2");
    expect(html).toContain("1,104.5");
    expect(html).not.toContain("<b>MSFT");
  });

  it("reads the value from the first position for horizontal bars", () => {
    const html = axisTooltipFormatter(
      "category",
      false,
      true,
    )([{ seriesName: "n", value: [7, "Mon"], axisValue: "Mon" }]);
    expect(html).toContain("Mon");
    expect(html).toContain(">7<");
  });
});

describe("formatAxisNumber", () => {
  it("is plain below 10,000 and compact above", () => {
    expect(formatAxisNumber(9_500)).toBe("9,500");
    expect(formatAxisNumber(152_300)).toBe("152.3K");
    expect(formatAxisNumber(2_000_000)).toBe("2M");
  });
});
