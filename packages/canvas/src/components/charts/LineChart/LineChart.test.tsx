import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ECElementEvent, type EChartsType, getInstanceByDom } from "echarts/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { readZoomWindow } from "../shared/EChart";
import { navigateTo } from "../shared/pointTarget";
import LineChart from "./LineChart";
import { lineChartPropsSchema } from "./LineChart.meta";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());
// Navigation leaves the page; the tests check where it would go.
vi.mock("../shared/pointTarget", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../shared/pointTarget")>()),
  navigateTo: vi.fn(),
}));

const months = ["2008-01-01", "2008-02-01", "2008-03-01", "2008-04-01", "2008-05-01"];
const prices = months.map((date, index) => ({
  date,
  price: 30 - index,
  target: `/storylines/tech-stocks?month=${date}`,
}));
const props = (input: Record<string, unknown>) => lineChartPropsSchema.parse({ x: "date", y: "price", ...input });

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => {
  restoreSize();
  vi.useRealTimers();
});

async function chartIn(container: HTMLElement): Promise<EChartsType> {
  const element = await waitFor(() => {
    const found = container.querySelector(".sf-chart-canvas");
    if (!(found instanceof HTMLElement)) throw new Error("no chart yet");
    return found;
  });
  const chart = getInstanceByDom(element);
  if (chart === undefined) throw new Error("no ECharts instance");
  return chart;
}

const clickPoint = (chart: EChartsType, dataIndex: number) =>
  act(() => {
    // What ECharts hands its click listeners for a point of the first series.
    chart.trigger("click", { componentType: "series", seriesIndex: 0, dataIndex } as unknown as ECElementEvent);
  });

describe("LineChart", () => {
  it("says 'No input provided.' without rows", () => {
    const { container, rerender, runtime } = renderInCanvas(<LineChart {...props({})} />);
    expect(screen.getByText("No input provided.")).toBeTruthy();
    expect(container.querySelector(".sf-chart-canvas")).toBeNull();
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <LineChart {...props({ input: [] })} />
      </CanvasRuntimeProvider>,
    );
    expect(screen.getByText("No input provided.")).toBeTruthy();
    expect(runtime.getSnapshot().parameters).toEqual({});
  });

  it("is an image named by its title and series, drawn by ECharts in 12 px Helvetica Neue", async () => {
    const { container } = renderInCanvas(<LineChart {...props({ input: prices, title: "MSFT price" })} />);
    const chart = await chartIn(container);
    const element = container.querySelector(".sf-chart-canvas");
    expect(element?.getAttribute("role")).toBe("img");
    expect(element?.getAttribute("aria-label")).toBe("MSFT price (line chart): price. 5 points.");
    expect(screen.getByText("MSFT price")).toBeTruthy();
    expect((chart.getOption() as { textStyle: unknown }).textStyle).toMatchObject({
      fontSize: 12,
      fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
    });
    expect(container.querySelector(".sf-chart-canvas svg")).not.toBeNull();
  });

  it("writes the first and last x shown to the range parameters when the user zooms, at most once a second", async () => {
    const { container, runtime } = renderInCanvas(
      <LineChart {...props({ input: prices, xMinParameter: "from", xMaxParameter: "to" })} />,
    );
    const chart = await chartIn(container);
    expect(runtime.getSnapshot().parameters).toEqual({});
    vi.useFakeTimers();
    const t = (date: string) => new Date(`${date}T00:00:00`).getTime();
    act(() => chart.dispatchAction({ type: "dataZoom", startValue: t("2008-02-01"), endValue: t("2008-04-01") }));
    expect(runtime.getSnapshot().parameters).toEqual({ from: "2008-02-01", to: "2008-04-01" });
    act(() => chart.dispatchAction({ type: "dataZoom", startValue: t("2008-03-01"), endValue: t("2008-05-01") }));
    expect(runtime.getSnapshot().parameters).toEqual({ from: "2008-02-01", to: "2008-04-01" });
    act(() => vi.advanceTimersByTime(1000));
    expect(runtime.getSnapshot().parameters).toEqual({ from: "2008-03-01", to: "2008-05-01" });
  });

  it("starts from the range parameters and follows them when they change elsewhere", async () => {
    const t = (date: string) => new Date(`${date}T00:00:00`).getTime();
    const { container, runtime } = renderInCanvas(
      <LineChart {...props({ input: prices, xMinParameter: "from", xMaxParameter: "to" })} />,
      { parameters: { from: "2008-02-01", to: "2008-03-01" } },
    );
    const chart = await chartIn(container);
    expect(readZoomWindow(chart)).toEqual({ startValue: t("2008-02-01"), endValue: t("2008-03-01") });
    act(() => {
      runtime.setParameter("from", "2008-01-01");
      runtime.setParameter("to", "2008-05-01");
    });
    await waitFor(() =>
      expect(readZoomWindow(chart)).toEqual({ startValue: t("2008-01-01"), endValue: t("2008-05-01") }),
    );
  });

  it("shows a zoom slider when asked, without range parameters", async () => {
    const { container } = renderInCanvas(<LineChart {...props({ input: prices, zoom: true })} />);
    const chart = await chartIn(container);
    expect((chart.getOption() as { dataZoom: { type: string }[] }).dataZoom.map((zoom) => zoom.type)).toEqual([
      "inside",
      "slider",
    ]);
  });

  it("opens the target of a clicked point", async () => {
    const { container } = renderInCanvas(<LineChart {...props({ input: prices })} />);
    const chart = await chartIn(container);
    clickPoint(chart, 2);
    expect(navigateTo).toHaveBeenCalledWith("/storylines/tech-stocks?month=2008-03-01");
  });

  it("hands a clicked point's row to onPointClick instead, following the target only when it returns true", async () => {
    const onPointClick = vi.fn((row: Record<string, unknown>, api: CanvasCallbackApi) => {
      api.setParameter("month", row.date);
      return row.date === "2008-05-01";
    });
    const { container, runtime } = renderInCanvas(<LineChart {...props({ input: prices, onPointClick })} />);
    const chart = await chartIn(container);
    clickPoint(chart, 1);
    expect(onPointClick).toHaveBeenCalledWith(
      prices[1],
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    expect(runtime.getSnapshot().parameters.month).toBe("2008-02-01");
    expect(navigateTo).not.toHaveBeenCalled();
    clickPoint(chart, 4);
    expect(navigateTo).toHaveBeenCalledWith("/storylines/tech-stocks?month=2008-05-01");
  });

  it("logs a failing onPointClick instead of breaking", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onPointClick = () => {
      throw new Error("bad template");
    };
    const { container } = renderInCanvas(<LineChart {...props({ input: prices, onPointClick })} />);
    const chart = await chartIn(container);
    clickPoint(chart, 0);
    expect(errors).toHaveBeenCalledWith("LineChart onPointClick failed", expect.any(Error));
    expect(container.querySelector(".sf-chart-canvas")).not.toBeNull();
    errors.mockRestore();
  });

  it("lists its data in a table on demand, the x linking to the point's target", async () => {
    const user = userEvent.setup();
    renderInCanvas(<LineChart {...props({ input: prices, title: "MSFT price", xLabel: "Month" })} />);
    await user.click(screen.getByRole("button", { name: "Show data table" }));
    const table = screen.getByRole("table", { name: "Data of MSFT price" });
    expect(table.querySelectorAll("tbody tr")).toHaveLength(5);
    expect(screen.getByRole("columnheader", { name: "Month" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "01 Mar 2008" }).getAttribute("href")).toBe(
      "/storylines/tech-stocks?month=2008-03-01",
    );
    await user.click(screen.getByRole("button", { name: "Hide data table" }));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("appears as it is, without an entry animation, and animates the changes that follow", async () => {
    const { container, rerender, runtime } = renderInCanvas(<LineChart {...props({ input: prices })} />);
    const chart = await chartIn(container);
    const animates = () => (chart.getOption() as { animation?: boolean }).animation;
    expect(animates()).toBe(false);
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <LineChart {...props({ input: prices.map((row) => ({ ...row, price: row.price + 1 })) })} />
      </CanvasRuntimeProvider>,
    );
    await waitFor(() => expect(animates()).not.toBe(false));
  });

  it("keeps its zoom when the template hands it equal rows again", async () => {
    const { container, rerender, runtime } = renderInCanvas(<LineChart {...props({ input: prices, zoom: true })} />);
    const chart = await chartIn(container);
    const t = (date: string) => new Date(`${date}T00:00:00`).getTime();
    act(() => chart.dispatchAction({ type: "dataZoom", startValue: t("2008-02-01"), endValue: t("2008-03-01") }));
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <LineChart {...props({ input: prices.map((row) => ({ ...row })), zoom: true })} />
      </CanvasRuntimeProvider>,
    );
    expect(readZoomWindow(chart)).toEqual({ startValue: t("2008-02-01"), endValue: t("2008-03-01") });
  });

  it("writes the last zoom of a burst when it unmounts before the second is over", async () => {
    const { container, runtime, unmount } = renderInCanvas(
      <LineChart {...props({ input: prices, xMinParameter: "from", xMaxParameter: "to" })} />,
    );
    const chart = await chartIn(container);
    const t = (date: string) => new Date(`${date}T00:00:00`).getTime();
    act(() => chart.dispatchAction({ type: "dataZoom", startValue: t("2008-01-01"), endValue: t("2008-02-01") }));
    act(() => chart.dispatchAction({ type: "dataZoom", startValue: t("2008-04-01"), endValue: t("2008-05-01") }));
    unmount();
    expect(runtime.getSnapshot().parameters).toEqual({ from: "2008-04-01", to: "2008-05-01" });
  });

  it("resizes with its container, and only when the container's size changed", async () => {
    const observed: (() => void)[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderInCanvas(<LineChart {...props({ input: prices })} />);
    const chart = await chartIn(container);
    const resize = vi.spyOn(chart, "resize");
    const report = () =>
      act(() => {
        for (const callback of observed) callback();
      });
    // The observer first reports the size the chart was made at: drawing it again at that size would be wasted.
    report();
    expect(resize).not.toHaveBeenCalled();
    const box = container.querySelector(".sf-chart-canvas") as HTMLElement;
    Object.defineProperty(box, "clientWidth", { configurable: true, value: chart.getWidth() + 120 });
    report();
    expect(resize).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
