import { act, screen, waitFor } from "@testing-library/react";
import { getInstanceByDom } from "echarts/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import BusinessTimeSeries from "./BusinessTimeSeries";
import { businessTimeSeriesPropsSchema } from "./BusinessTimeSeries.meta";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

const input = {
  current_date: "2026-10-03",
  sediments: {
    ore: {
      display: "Ore",
      data: [
        ["2026-10-01", 1],
        ["2026-10-02", 2],
        ["2026-10-03", 3],
      ],
    },
  },
  cone_of_probability: {
    boundaries: { lower: { data: [["2026-10-04", 2]] }, upper: { data: [["2026-10-04", 4]] } },
    lines: { expected: { display: "Expected", data: [["2026-10-04", 3]] } },
  },
};

describe("BusinessTimeSeries", () => {
  it("says 'No input provided.' without input or without points", () => {
    const { unmount } = renderInCanvas(<BusinessTimeSeries {...businessTimeSeriesPropsSchema.parse({})} />);
    expect(screen.getByText("No input provided.")).toBeTruthy();
    unmount();
    renderInCanvas(
      <BusinessTimeSeries {...businessTimeSeriesPropsSchema.parse({ input: { lines: [{ data: [] }] } })} />,
    );
    expect(screen.getByText("No input provided.")).toBeTruthy();
  });

  it("draws history and forecast and writes the zoomed range to its parameters", async () => {
    const props = businessTimeSeriesPropsSchema.parse({
      input,
      title: "Tonnes",
      xMinParameter: "from",
      xMaxParameter: "to",
    });
    const { container, runtime } = renderInCanvas(<BusinessTimeSeries {...props} />);
    const element = await waitFor(() => container.querySelector(".sf-chart-canvas") as HTMLElement);
    expect(element.getAttribute("aria-label")).toBe(
      "Tonnes (time series): Ore, Lower bound, Upper bound, Expected. 6 points.",
    );
    const chart = getInstanceByDom(element);
    const t = (date: string) => new Date(`${date}T00:00:00`).getTime();
    act(() => chart?.dispatchAction({ type: "dataZoom", startValue: t("2026-10-02"), endValue: t("2026-10-04") }));
    expect(runtime.getSnapshot().parameters).toEqual({ from: "2026-10-02", to: "2026-10-04" });
  });
});
