import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../../../runtime/memoryRuntime";
import { stubSvarBrowserInEachTest } from "../../../test/diagramBrowserStubs";
import { palette } from "../../shared/palette";
import Gantt from "./Gantt";
import { ganttPropsSchema } from "./Gantt.meta";

stubSvarBrowserInEachTest();

const items = [
  { id: "plan", name: "Crusher 2 shutdown", type: "project" },
  { id: "isolate", name: "Isolate", start: "2026-10-05", end: "2026-10-06", parent: "plan" },
  {
    id: "liners",
    name: "Replace liners",
    start: "2026-10-06",
    end: "2026-10-10",
    parent: "plan",
    color: "orange",
    crew: "Boilermakers",
  },
  { id: "handover", name: "Handover", start: "2026-10-12", type: "milestone", parent: "plan" },
];
const links = [
  { id: 1, source: "isolate", target: "liners", type: 0 },
  { id: 2, source: "liners", target: "handover" },
];
const markers = [{ start_date: "2026-10-06", text: "Shutdown", title: "Crusher 2 stops" }];

const props = (extra: Record<string, unknown> = {}) =>
  ganttPropsSchema.parse({ items, links, markers, zoom: "day", editParameter: "planEdit", ...extra });

/** Renders the chart in a canvas and waits until it has drawn; `rerender` keeps the canvas. */
async function renderGantt(extra: Record<string, unknown> = {}) {
  const runtime = createMemoryRuntime({ parameters: { planEdit: null } }, "test");
  const inCanvas = (ui: ReactElement) => <CanvasRuntimeProvider runtime={runtime}>{ui}</CanvasRuntimeProvider>;
  const result = render(inCanvas(<Gantt {...props(extra)} />));
  const chart = screen.getByTestId("gantt");
  await waitFor(() => expect(chart.dataset.ready).toBe("true"));
  return {
    ...result,
    runtime,
    chart,
    rerender: (next: Record<string, unknown>) => result.rerender(inCanvas(<Gantt {...props(next)} />)),
  };
}

const bar = (chart: HTMLElement, id: string) => {
  const element = chart.querySelector<HTMLElement>(`.wx-bar[data-id=":${id}"]`);
  if (element === null) throw new Error(`No bar of '${id}'.`);
  return element;
};
const gridRow = (chart: HTMLElement, id: string) => {
  const element = chart.querySelector<HTMLElement>(`.wx-grid .wx-row[data-id=":${id}"]`);
  if (element === null) throw new Error(`No grid row of '${id}'.`);
  return element;
};
const gridTexts = (chart: HTMLElement) =>
  [...chart.querySelectorAll(".wx-grid .wx-row")].map((row) =>
    [...row.querySelectorAll(".wx-cell")].map((cell) => cell.textContent),
  );
/** A bar dragged by its end (jsdom gives bars no box, so SVAR takes every press as one on the end). */
function dragBarEnd(element: HTMLElement, byPixels: number) {
  fireEvent.mouseDown(element, { button: 0, clientX: 100, clientY: 10 });
  fireEvent.mouseMove(element, { clientX: 100 + byPixels, clientY: 10 });
  fireEvent.mouseUp(window, { clientX: 100 + byPixels, clientY: 10 });
  fireEvent.click(element, { detail: 1, clientX: 100 + byPixels, clientY: 10 });
}

describe("Gantt", () => {
  it("shows the items in a grid of Name, Start and End, dates as day month year, and says when it has drawn", async () => {
    const { chart } = await renderGantt();
    expect([...chart.querySelectorAll(".wx-grid [role=columnheader]")].map((cell) => cell.textContent)).toEqual([
      "Name",
      "Start",
      "End",
    ]);
    expect(gridTexts(chart)).toEqual([
      ["Crusher 2 shutdown", "05 Oct 2026", "12 Oct 2026"],
      ["Isolate", "05 Oct 2026", "06 Oct 2026"],
      ["Replace liners", "06 Oct 2026", "10 Oct 2026"],
      ["Handover", "12 Oct 2026", "12 Oct 2026"],
    ]);
    expect(gridRow(chart, "liners").style.height).toBe("36px");
    expect(bar(chart, "plan").className).toContain("wx-summary");
    expect(bar(chart, "handover").className).toContain("wx-milestone");
    const liners = bar(chart, "liners").querySelector<HTMLElement>(".sf-gantt-bar-label");
    expect(liners?.textContent).toBe("Replace liners");
    expect(liners?.style.background).toBe(hexToRgb(palette.orange[500]));
    expect(chart.querySelectorAll(".wx-links [data-link-id]")).toHaveLength(2);
  });

  it("puts its sideways-scrolling timeline in the tab order with a name, and names no presentational element", async () => {
    const { chart, rerender } = await renderGantt();
    const timeline = within(chart).getByRole("group", { name: "Gantt timeline" });
    expect(timeline.tabIndex).toBe(0);
    expect(chart.querySelectorAll('[role="presentation"][aria-label]')).toHaveLength(0);
    rerender({ zoom: "month" });
    await waitFor(() => expect(chart.querySelector(".wx-scale")?.textContent).toMatch(/^2026/));
    await waitFor(() => expect((chart.querySelector(".wx-chart") as HTMLElement).tabIndex).toBe(0));
    expect(chart.querySelectorAll('[role="presentation"][aria-label]')).toHaveLength(0);
  });

  it("reports a single click on an item 300 ms later, and a double-click instead of the clicks before it", async () => {
    const onItemClick = vi.fn();
    const onItemDoubleClick = vi.fn();
    const { chart } = await renderGantt({ readOnly: true, onItemClick, onItemDoubleClick });
    vi.useFakeTimers();
    fireEvent.click(within(gridRow(chart, "liners")).getByText("Replace liners"), { detail: 1 });
    act(() => vi.advanceTimersByTime(299));
    expect(onItemClick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onItemClick).toHaveBeenCalledTimes(1);
    expect(onItemClick.mock.lastCall?.[0]).toMatchObject({
      id: "liners",
      name: "Replace liners",
      crew: "Boilermakers",
    });

    const isolate = bar(chart, "isolate");
    fireEvent.click(isolate, { detail: 1 });
    fireEvent.click(isolate, { detail: 2 });
    fireEvent.doubleClick(isolate);
    act(() => vi.advanceTimersByTime(1_000));
    expect(onItemClick).toHaveBeenCalledTimes(1);
    expect(onItemDoubleClick).toHaveBeenCalledTimes(1);
    expect(onItemDoubleClick.mock.lastCall?.[0]).toMatchObject({ id: "isolate" });
  });

  it("keeps the page in place when a press in the grid focuses it, so both clicks of a double-click hit one row", async () => {
    const { chart } = await renderGantt();
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    fireEvent.mouseDown(within(gridRow(chart, "liners")).getByText("Replace liners"), { button: 0 });
    const grid = chart.querySelector(".wx-table-box");
    const gridFocus = focus.mock.calls.filter((_call, index) => focus.mock.contexts[index] === grid);
    expect(gridFocus).not.toHaveLength(0);
    for (const [options] of gridFocus) expect(options).toMatchObject({ preventScroll: true });
    focus.mockRestore();
  });

  it("opens its own edit dialog on a double-click, where name, start date and end date are each required", async () => {
    const user = userEvent.setup();
    const { chart } = await renderGantt();
    fireEvent.doubleClick(bar(chart, "liners"));
    const dialog = await screen.findByRole("dialog", { name: "Edit item" });
    const name = within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
    const start = within(dialog).getByLabelText(/Start date/) as HTMLInputElement;
    const end = within(dialog).getByLabelText(/End date/) as HTMLInputElement;
    expect([name.value, start.value, end.value]).toEqual(["Replace liners", "2026-10-06", "2026-10-10"]);

    await user.clear(name);
    fireEvent.change(start, { target: { value: "" } });
    fireEvent.change(end, { target: { value: "" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This field is required.")).toHaveLength(3);
    expect(screen.getByRole("dialog", { name: "Edit item" })).toBe(dialog);
  });

  it("opens the edit dialog with Enter on an item's row, unless read-only", async () => {
    const { chart, unmount } = await renderGantt();
    fireEvent.keyDown(within(gridRow(chart, "isolate")).getByText("Isolate"), { key: "Enter" });
    expect(await screen.findByRole("dialog", { name: "Edit item" })).toBeTruthy();
    unmount();

    const readOnly = await renderGantt({ readOnly: true });
    fireEvent.keyDown(within(gridRow(readOnly.chart, "isolate")).getByText("Isolate"), { key: "Enter" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("saves an edit into the chart, writes it to the edit parameter with a request id, and calls onItemChanged", async () => {
    const user = userEvent.setup();
    const onItemChanged = vi.fn();
    const { chart, runtime } = await renderGantt({ onItemChanged });
    fireEvent.doubleClick(within(gridRow(chart, "liners")).getByText("Replace liners"));
    const dialog = await screen.findByRole("dialog", { name: "Edit item" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Replace mantle and liners");
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: "2026-10-11" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(gridTexts(chart)[2]).toEqual(["Replace mantle and liners", "06 Oct 2026", "11 Oct 2026"]);
    const edit = runtime.getSnapshot().parameters.planEdit;
    expect(edit).toEqual({
      operation: "update-item",
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      source: "dialog",
      id: "liners",
      name: "Replace mantle and liners",
      start: "2026-10-06",
      end: "2026-10-11",
      previous: { name: "Replace liners", start: "2026-10-06", end: "2026-10-10" },
      item: expect.objectContaining({ id: "liners", crew: "Boilermakers" }),
    });
    expect(onItemChanged).toHaveBeenCalledWith(edit, expect.objectContaining({ setParameter: expect.any(Function) }));
  });

  it("keeps the dialog open and the chart as it was when onBeforeAccept answers false", async () => {
    const user = userEvent.setup();
    const onBeforeAccept = vi.fn(() => false);
    const onItemChanged = vi.fn();
    const { chart, runtime } = await renderGantt({ onBeforeAccept, onItemChanged });
    fireEvent.doubleClick(bar(chart, "isolate"));
    const dialog = await screen.findByRole("dialog", { name: "Edit item" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), " and drain");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(onBeforeAccept).toHaveBeenCalledWith(
      expect.objectContaining({ operation: "update-item", id: "isolate", name: "Isolate and drain" }),
      expect.anything(),
    );
    expect(screen.getByRole("dialog", { name: "Edit item" })).toBe(dialog);
    expect(gridTexts(chart)[1]?.[0]).toBe("Isolate");
    expect(runtime.getSnapshot().parameters.planEdit).toBeNull();
    expect(onItemChanged).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(gridTexts(chart)[1]?.[0]).toBe("Isolate");
  });

  it("passes a dragged bar's new dates on as an edit from 'drag'", async () => {
    const onItemChanged = vi.fn();
    const { chart, runtime } = await renderGantt({ onItemChanged });
    dragBarEnd(bar(chart, "liners"), 160); // two days of 80 px

    await waitFor(() => expect(gridTexts(chart)[2]).toEqual(["Replace liners", "06 Oct 2026", "12 Oct 2026"]));
    expect(runtime.getSnapshot().parameters.planEdit).toMatchObject({
      operation: "update-item",
      source: "drag",
      id: "liners",
      start: "2026-10-06",
      end: "2026-10-12",
      previous: { start: "2026-10-06", end: "2026-10-10" },
    });
    expect(onItemChanged).toHaveBeenCalledTimes(1);
  });

  it("refuses renaming, dragging, resizing and link deletion when read-only", async () => {
    const onItemDoubleClick = vi.fn();
    const { chart, runtime } = await renderGantt({ readOnly: true, onItemDoubleClick });
    fireEvent.doubleClick(bar(chart, "liners"));
    fireEvent.doubleClick(within(gridRow(chart, "isolate")).getByText("Isolate"));
    expect(onItemDoubleClick).toHaveBeenCalledTimes(2);

    dragBarEnd(bar(chart, "liners"), 160);
    fireEvent.doubleClick(chart.querySelector('[data-link-id=":1"] polyline') as Element);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(gridTexts(chart)[2]).toEqual(["Replace liners", "06 Oct 2026", "10 Oct 2026"]);
    expect(chart.querySelectorAll(".wx-links [data-link-id]")).toHaveLength(2);
    expect(runtime.getSnapshot().parameters.planEdit).toBeNull();
  });

  it("asks before deleting a double-clicked link: Cancel keeps it, Confirm deletes it and passes the deletion on", async () => {
    const user = userEvent.setup();
    const onLinkDeleted = vi.fn();
    const { chart, runtime } = await renderGantt({ onLinkDeleted });
    const link = () => chart.querySelector('.wx-links [data-link-id=":1"] polyline');
    fireEvent.doubleClick(link() as Element);
    let dialog = await screen.findByRole("dialog", { name: "Delete link" });
    expect(dialog.textContent).toContain("The link from 'Isolate' to 'Replace liners' will be deleted.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(link()).not.toBeNull();
    expect(onLinkDeleted).not.toHaveBeenCalled();

    fireEvent.doubleClick(link() as Element);
    dialog = await screen.findByRole("dialog", { name: "Delete link" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(link()).toBeNull());
    const deletion = runtime.getSnapshot().parameters.planEdit;
    expect(deletion).toEqual({
      operation: "delete-link",
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      id: 1,
      source: "isolate",
      target: "liners",
      type: 0,
      link: { id: 1, source: "isolate", target: "liners", type: 0 },
    });
    expect(onLinkDeleted).toHaveBeenCalledWith(deletion, expect.anything());
  });

  it("loads new items in place, keeping the sort and the scroll position", async () => {
    const flat = [
      { id: "b", name: "Bravo", start: "2026-10-02", end: "2026-10-03" },
      { id: "a", name: "Alpha", start: "2026-10-01", end: "2026-10-02" },
      { id: "c", name: "Charlie", start: "2026-10-03", end: "2026-10-04" },
    ];
    const { chart, rerender } = await renderGantt({ items: flat, links: [] });
    fireEvent.click(chart.querySelector('[data-header-id=":text"]') as Element);
    await waitFor(() => expect(gridTexts(chart).map((row) => row[0])).toEqual(["Alpha", "Bravo", "Charlie"]));
    const scroller = chart.querySelector(".wx-chart") as HTMLElement;
    scroller.scrollLeft = 150;
    fireEvent.scroll(scroller);

    rerender({ items: [...flat, { id: "0", name: "Aardvark", start: "2026-10-05", end: "2026-10-06" }], links: [] });
    await waitFor(() =>
      expect(gridTexts(chart).map((row) => row[0])).toEqual(["Aardvark", "Alpha", "Bravo", "Charlie"]),
    );
    expect(screen.getByTestId("gantt")).toBe(chart);
    expect((chart.querySelector(".wx-chart") as HTMLElement).scrollLeft).toBe(150);
  });

  it("draws markers at their dates, as a line labelled by its text with its title as tooltip", async () => {
    const { chart } = await renderGantt();
    const marker = await waitFor(() => {
      const found = chart.querySelector<HTMLElement>(".wx-area .sf-gantt-marker");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(marker.className).toContain("sf-gantt-marker-line");
    expect(marker.textContent).toBe("Shutdown");
    expect(marker.title).toBe("Crusher 2 stops");
    // The marker and the bar of the item starting that day begin at the same place.
    expect(marker.style.left).toBe(bar(chart, "liners").style.left);
  });

  it("is rebuilt when the zoom or the read-only flag changes", async () => {
    const { chart, rerender } = await renderGantt();
    await waitFor(() => expect(chart.querySelector(".wx-scale")?.textContent).toMatch(/October 2026.*05.*06.*07/));
    rerender({ zoom: "month" });
    await waitFor(() => expect(chart.dataset.ready).toBe("true"));
    await waitFor(() => expect(chart.querySelector(".wx-scale")?.textContent).toMatch(/^2026.*Sep.*Oct.*Nov/));
    rerender({ zoom: "month", readOnly: true });
    await waitFor(() => expect(chart.dataset.ready).toBe("true"));
    fireEvent.doubleClick(bar(chart, "liners"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

function hexToRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
