import { waitFor } from "@testing-library/react";
import { getInstanceByDom } from "echarts/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import ScatterChart from "./ScatterChart";
import { scatterChartPropsSchema } from "./ScatterChart.meta";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

describe("ScatterChart", () => {
  it("places one series per group on value axes, naming the tooltip values by the axis labels", async () => {
    const props = scatterChartPropsSchema.parse({
      input: [
        { country: "Japan", region: "Asia", fertility: 1.3, life: 82.6 },
        { country: "Nigeria", region: "Africa", fertility: 5.3, life: 46.9 },
      ],
      x: "fertility",
      y: "life",
      seriesBy: "region",
      label: "country",
      xLabel: "Children per woman",
    });
    const { container } = renderInCanvas(<ScatterChart {...props} />);
    const element = await waitFor(() => container.querySelector(".sf-chart-canvas") as HTMLElement);
    expect(element.getAttribute("aria-label")).toBe("Scatter chart: Asia, Africa. 2 points.");
    const option = getInstanceByDom(element)?.getOption() as {
      series: { type: string }[];
      tooltip: { formatter: (params: unknown) => string }[];
    };
    expect(option.series.map((item) => item.type)).toEqual(["scatter", "scatter"]);
    const html = option.tooltip[0]?.formatter({ seriesIndex: 0, dataIndex: 0, seriesName: "Asia" }) ?? "";
    expect(html).toContain("Japan");
    expect(html).toContain("Children per woman");
    expect(html).toContain("life");
  });
});
