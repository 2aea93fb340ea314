import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Split from "./Split";
import { splitPropsSchema } from "./Split.meta";

const props = (input: Record<string, unknown>) => splitPropsSchema.parse(input);

/** jsdom has no ResizeObserver; this one reports nothing, like a split that is never resized by the page. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom lays nothing out: give a two-panel group 1000 px of panels (500 px each), so it can turn pixels into
 * percentages. Every element gets the same width, which keeps the group's reading order the document order.
 */
function givePanelsRoom() {
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(500);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 500, height: 400 }),
  );
}

describe("Split", () => {
  beforeEach(() => vi.stubGlobal("ResizeObserver", SilentResizeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("defaults to the horizontal direction and a 100 px minimum panel size", () => {
    const parsed = props({});
    expect(parsed.direction).toBe("horizontal");
    expect(parsed.minSize).toBe(100);
  });

  it("makes each direct child a panel, with a labelled, focusable handle between neighbours", () => {
    renderInCanvas(
      <Split {...props({})}>
        <div>Map</div>
        <div>Table</div>
        <div>Notes</div>
      </Split>,
    );
    const panels = document.querySelectorAll("[data-panel]");
    expect(Array.from(panels, (panel) => panel.textContent)).toEqual(["Map", "Table", "Notes"]);
    const handles = screen.getAllByRole("separator");
    expect(handles.map((handle) => handle.getAttribute("aria-label"))).toEqual([
      "Resize panels 1 and 2",
      "Resize panels 2 and 3",
    ]);
    expect(handles.every((handle) => handle.tabIndex === 0)).toBe(true);
  });

  it("lays panels side by side by default and stacks them when vertical", () => {
    const { container, unmount } = renderInCanvas(
      <Split {...props({})}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    expect((container.querySelector("[data-group]") as HTMLElement).style.flexDirection).toBe("row");
    unmount();
    const vertical = renderInCanvas(
      <Split {...props({ direction: "vertical" })}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    expect((vertical.container.querySelector("[data-group]") as HTMLElement).style.flexDirection).toBe("column");
    expect(screen.getByRole("separator").getAttribute("aria-orientation")).toBe("horizontal");
  });

  it("starts from the sizes given, or from sizes stored in its parameter", () => {
    const { unmount } = renderInCanvas(
      <Split {...props({ sizes: [30, 70] })}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    expect(screen.getByRole("separator").getAttribute("aria-valuenow")).toBe("30");
    unmount();
    renderInCanvas(
      <Split {...props({ sizes: [30, 70], parameter: "layout" })}>
        <div>A</div>
        <div>B</div>
      </Split>,
      { parameters: { layout: [65, 35] } },
    );
    expect(screen.getByRole("separator").getAttribute("aria-valuenow")).toBe("65");
  });

  it("resizes from the keyboard and stores the sizes in its parameter", async () => {
    givePanelsRoom();
    const { runtime } = renderInCanvas(
      <Split {...props({ parameter: "layout", minSize: 0 })}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    const handle = screen.getByRole("separator");
    handle.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(Number(handle.getAttribute("aria-valuenow"))).toBeGreaterThan(50);
    const stored = runtime.getSnapshot().parameters.layout as number[];
    expect(stored).toHaveLength(2);
    expect(stored[0]).toBeGreaterThan(50);
    expect((stored[0] ?? 0) + (stored[1] ?? 0)).toBeCloseTo(100, 0);
  });

  it("keeps each panel at least minSize px wide (100 px of 1000 px is 10%)", () => {
    givePanelsRoom();
    renderInCanvas(
      <Split {...props({})}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    const handle = screen.getByRole("separator");
    expect(Number(handle.getAttribute("aria-valuemin"))).toBeCloseTo(10, 0);
    expect(Number(handle.getAttribute("aria-valuemax"))).toBeCloseTo(90, 0);
  });

  it("moves its handles when something else changes the stored sizes", async () => {
    givePanelsRoom();
    const { runtime } = renderInCanvas(
      <Split {...props({ parameter: "layout", minSize: 0 })}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    act(() => runtime.setParameter("layout", [20, 80]));
    await waitFor(() => expect(Number(screen.getByRole("separator").getAttribute("aria-valuenow"))).toBeCloseTo(20, 0));
  });

  it("shows plain panels when the browser cannot observe sizes", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    renderInCanvas(
      <Split {...props({ sizes: [25, 75] })}>
        <div>A</div>
        <div>B</div>
      </Split>,
    );
    expect(screen.getByText("A")).toBeTruthy();
    expect(screen.getByText("B")).toBeTruthy();
    expect(screen.queryByRole("separator")).toBeNull();
  });
});
