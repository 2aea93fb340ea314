import { screen, waitFor } from "@testing-library/react";
import { getInstanceByDom } from "echarts/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import BarChart from "./BarChart";
import { barChartPropsSchema } from "./BarChart.meta";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

const delays = [
  { hour: 5, delay: -1.2 },
  { hour: 6, delay: 2.5 },
];

describe("BarChart", () => {
  it("reads numbers on x as categories and draws one bar each", async () => {
    const props = barChartPropsSchema.parse({ input: delays, x: "hour", y: "delay" });
    const { container } = renderInCanvas(<BarChart {...props} />);
    const element = await waitFor(() => container.querySelector(".sf-chart-canvas") as HTMLElement);
    expect(element.getAttribute("aria-label")).toBe("Bar chart: delay. 2 points.");
    const option = getInstanceByDom(element)?.getOption() as { xAxis: { type: string; data: string[] }[] };
    expect(option.xAxis[0]).toMatchObject({ type: "category", data: ["5", "6"] });
  });

  it("says 'No input provided.' without rows", () => {
    renderInCanvas(<BarChart {...barChartPropsSchema.parse({ input: null, x: "hour", y: "delay" })} />);
    expect(screen.getByText("No input provided.")).toBeTruthy();
  });

  it("refuses a series colour that is not one", () => {
    const parsed = barChartPropsSchema.safeParse({ x: "hour", y: [{ field: "delay", color: "red;x:url(y)" }] });
    expect(parsed.success).toBe(false);
  });
});
