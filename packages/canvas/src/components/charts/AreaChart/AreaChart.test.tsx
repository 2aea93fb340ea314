import { waitFor } from "@testing-library/react";
import { getInstanceByDom } from "echarts/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import AreaChart from "./AreaChart";
import { areaChartPropsSchema } from "./AreaChart.meta";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

describe("AreaChart", () => {
  it("draws stacked, filled series", async () => {
    const props = areaChartPropsSchema.parse({
      input: [
        { day: "Mon", ore: 3, waste: 5 },
        { day: "Tue", ore: 4, waste: 6 },
      ],
      x: "day",
      y: ["ore", "waste"],
      stacked: true,
      title: "Tonnes",
    });
    const { container } = renderInCanvas(<AreaChart {...props} />);
    const element = await waitFor(() => container.querySelector(".sf-chart-canvas") as HTMLElement);
    expect(element.getAttribute("aria-label")).toBe("Tonnes (area chart): ore, waste. 4 points.");
    const chart = getInstanceByDom(element);
    if (chart === undefined) throw new Error("no ECharts instance");
    const { series } = chart.getOption() as { series: Record<string, unknown>[] };
    expect(series.map((item) => [item.type, item.stack, Boolean(item.areaStyle)])).toEqual([
      ["line", "total", true],
      ["line", "total", true],
    ]);
  });
});
