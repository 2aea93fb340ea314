import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ECElementEvent, getInstanceByDom } from "echarts/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import PieChart from "./PieChart";
import { pieChartPropsSchema } from "./PieChart.meta";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

const statuses = [
  { status: "Hauling", hours: 30 },
  { status: "Idle", hours: 10 },
];

describe("PieChart", () => {
  it("is an image named by its slices, and lists name, value and share in its table", async () => {
    const user = userEvent.setup();
    const props = pieChartPropsSchema.parse({ input: statuses, name: "status", value: "hours", title: "Hours" });
    const { container } = renderInCanvas(<PieChart {...props} />);
    const element = await waitFor(() => container.querySelector(".sf-chart-canvas") as HTMLElement);
    expect(element.getAttribute("aria-label")).toBe("Hours (pie chart): Hauling, Idle.");
    await user.click(screen.getByRole("button", { name: "Show data table" }));
    expect(screen.getByRole("row", { name: "Hauling 30 75 %" })).toBeTruthy();
  });

  it("hands a clicked slice's row to onPointClick", async () => {
    const onPointClick = vi.fn((row: Record<string, unknown>, api: CanvasCallbackApi) =>
      api.setParameter("status", row.status),
    );
    const props = pieChartPropsSchema.parse({ input: statuses, name: "status", value: "hours", onPointClick });
    const { container, runtime } = renderInCanvas(<PieChart {...props} />);
    const element = await waitFor(() => container.querySelector(".sf-chart-canvas") as HTMLElement);
    const chart = getInstanceByDom(element);
    act(() => {
      chart?.trigger("click", { componentType: "series", seriesIndex: 0, dataIndex: 1 } as unknown as ECElementEvent);
    });
    expect(runtime.getSnapshot().parameters.status).toBe("Idle");
  });

  it("says 'No input provided.' without rows", () => {
    renderInCanvas(<PieChart {...pieChartPropsSchema.parse({ name: "status", value: "hours" })} />);
    expect(screen.getByText("No input provided.")).toBeTruthy();
  });
});
