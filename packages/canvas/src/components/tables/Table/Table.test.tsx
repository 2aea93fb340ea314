import { asFirstRows } from "@storyframe/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import type { CanvasRuntime } from "../../../runtime/canvasRuntime";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Table from "./Table";
import { tablePropsSchema } from "./Table.meta";
import { ALL_ROWS_DELAY_MS, EDITED_CELL_CLASS } from "./useTableEdits";

const props = (input: Record<string, unknown>) => tablePropsSchema.parse(input);

const planRows = [
  { route: "ORD → LGA", extra: 0, from: "2026-11-02", approved: false, note: "" },
  { route: "ATL → MCO", extra: 4, from: "2026-11-09", approved: true, note: "Holiday demand" },
];
const planColumns = [
  { field: "route", headerName: "Route" },
  { field: "extra", headerName: "Extra flights", type: "number", valueFormat: 0, editable: true },
  { field: "from", headerName: "From", type: "date", valueFormat: "D MMM YYYY" },
  { field: "approved", headerName: "Approved", type: "boolean", editable: true },
  { field: "note", headerName: "Note", editable: true },
];
const planProps = (extra: Record<string, unknown> = {}) =>
  props({
    title: "Winter plan",
    rows: planRows,
    columns: planColumns,
    editedRowsParameter: "editedPlan",
    allRowsParameter: "plan",
    ...extra,
  });

/** The element to re-render with, inside the same canvas. */
const inCanvas = (runtime: CanvasRuntime, ui: ReactElement) => (
  <CanvasRuntimeProvider runtime={runtime}>{ui}</CanvasRuntimeProvider>
);

/** The cell of a row (by position in the row set) and field. */
function cell(container: HTMLElement, row: number, field: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-id="${row}"] [data-field="${field}"]`);
  if (found === null) throw new Error(`No cell ${row}/${field}.`);
  return found;
}

/** Double-clicks a cell into edit mode, replaces its text and leaves the text in the input (no Enter yet). */
async function typeIntoCell(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, text: string) {
  await user.dblClick(target);
  const input = await waitFor(() => {
    const field = target.querySelector("input");
    if (field === null) throw new Error("The cell is not in edit mode.");
    return field;
  });
  await user.clear(input);
  await user.type(input, text);
  return input;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Table", { timeout: 30_000 }, () => {
  it("shows the title, headers and values formatted by column kind", async () => {
    const { container } = renderInCanvas(
      <Table
        {...props({
          title: "Departures",
          rows: [{ at: "2001-01-02T06:05:00", delay: 1234.5, share: 0.125, onTime: true, to: "LGA" }],
          columns: [
            { field: "at", headerName: "Departure", type: "date", valueFormat: "ddd D MMM HH:mm" },
            { field: "delay", headerName: "Delay", type: "number", valueFormat: 1 },
            { field: "share", headerName: "Share", type: "number", valueFormat: "percent:1" },
            { field: "onTime", headerName: "On time", type: "boolean" },
            { field: "to", headerName: "To" },
          ],
        })}
      />,
    );
    expect(await screen.findByRole("grid", { name: "Departures" })).toBeTruthy();
    expect(screen.getByText("Departures")).toBeTruthy();
    for (const header of ["Departure", "Delay", "Share", "On time", "To"]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeTruthy();
    }
    expect(cell(container, 0, "at").textContent).toBe("Tue 2 Jan 06:05");
    expect(cell(container, 0, "delay").textContent).toBe("1,234.5");
    expect(cell(container, 0, "share").textContent).toBe("12.5%");
    expect(cell(container, 0, "to").textContent).toBe("LGA");
  });

  it("makes a column of every field of the first row when no columns are given", async () => {
    const { container } = renderInCanvas(
      <Table {...props({ rows: [{ iata: "ORD", flights: 1061, since: "2001-01-01" }] })} />,
    );
    await screen.findByRole("grid");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "iata",
      "flights",
      "since",
    ]);
    expect(cell(container, 0, "flights").textContent).toBe("1,061.00");
    expect(cell(container, 0, "since").textContent).toBe("2001-01-01 00:00");
  });

  it("shows its loading state until rows are given, and a message when there are none", async () => {
    const { container, runtime, rerender } = renderInCanvas(
      <Table {...props({ title: "Flights", exportable: true })} />,
    );
    await screen.findByRole("grid", { name: "Flights" });
    expect((screen.getByRole("button", { name: "Export to Excel" }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector(".sf-canvas-table")?.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelector(".MuiDataGrid-skeletonLoadingOverlay")).not.toBeNull();
    rerender(inCanvas(runtime, <Table {...props({ title: "Flights", rows: [] })} />));
    expect(await screen.findByText("No rows to show.")).toBeTruthy();
    expect(container.querySelector(".sf-canvas-table")?.getAttribute("aria-busy")).toBe("false");
    rerender(inCanvas(runtime, <Table {...props({ title: "Flights", rows: [], columns: planColumns })} />));
    expect(await screen.findByText("No rows to show.")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Route" })).toBeTruthy();
  });

  it("shows the first rows of a larger answer with a notice, and pages and exports only the whole answer", async () => {
    const first = asFirstRows(planRows.slice(0, 1), 200_000);
    const { container, runtime, rerender } = renderInCanvas(
      <Table {...props({ title: "Plan", rows: first, columns: planColumns, exportable: true })} />,
    );
    await screen.findByRole("grid", { name: "Plan" });
    expect(screen.getByRole("status").textContent).toContain("Showing the first 1 of 200,000 rows. Loading the rest…");
    expect(screen.getByRole("progressbar", { name: "Loading the rest of the rows" })).toBeTruthy();
    expect(cell(container, 0, "route").textContent).toBe("ORD → LGA");
    expect((screen.getByRole("button", { name: "Export to Excel" }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector(".MuiTablePagination-root")).toBeNull();

    rerender(
      inCanvas(
        runtime,
        <Table {...props({ title: "Plan", rows: planRows, columns: planColumns, exportable: true })} />,
      ),
    );
    await waitFor(() => expect(container.querySelector(".sf-canvas-table__first-rows")).toBeNull());
    expect(cell(container, 1, "route").textContent).toBe("ATL → MCO");
    expect((screen.getByRole("button", { name: "Export to Excel" }) as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelector(".MuiTablePagination-root")).not.toBeNull();
  });

  it("takes the density", async () => {
    const { container } = renderInCanvas(<Table {...props({ rows: planRows, density: "compact" })} />);
    await screen.findByRole("grid");
    expect(container.querySelector(".MuiDataGrid-root--densityCompact")).not.toBeNull();
  });

  it("marks an edited cell, writes the edited rows at once and all rows 50 ms later, and calls onRowEdited", async () => {
    const user = userEvent.setup();
    const onRowEdited = vi.fn();
    const { container, runtime } = renderInCanvas(<Table {...planProps({ onRowEdited })} />);
    await screen.findByRole("grid");
    await waitFor(() => expect(runtime.getSnapshot().parameters.plan).toEqual(planRows));
    expect(runtime.getSnapshot().parameters.editedPlan).toEqual([]);

    const input = await typeIntoCell(user, cell(container, 0, "extra"), "3");
    vi.useFakeTimers();
    fireEvent.keyDown(input, { key: "Enter" });
    // The grid hands the edit over through promises: let them settle without moving the clock.
    for (let turn = 0; turn < 5; turn += 1) await act(async () => {});

    const edited = { ...planRows[0], extra: 3 };
    expect(runtime.getSnapshot().parameters.editedPlan).toEqual([edited]);
    expect(onRowEdited).toHaveBeenCalledExactlyOnceWith(edited, planRows[0], expect.anything());
    const api = onRowEdited.mock.calls[0]?.[2] as { setParameter: unknown; parameters: unknown };
    expect(typeof api.setParameter).toBe("function");
    expect(runtime.getSnapshot().parameters.plan).toEqual(planRows);
    act(() => vi.advanceTimersByTime(ALL_ROWS_DELAY_MS - 1));
    expect(runtime.getSnapshot().parameters.plan).toEqual(planRows);
    act(() => vi.advanceTimersByTime(1));
    expect(runtime.getSnapshot().parameters.plan).toEqual([edited, planRows[1]]);
    expect(ALL_ROWS_DELAY_MS).toBe(50);

    vi.useRealTimers();
    await waitFor(() => expect(cell(container, 0, "extra").classList.contains(EDITED_CELL_CLASS)).toBe(true));
    expect(cell(container, 0, "extra").textContent).toBe("3");
    expect(cell(container, 0, "note").classList.contains(EDITED_CELL_CLASS)).toBe(false);
    expect(cell(container, 1, "extra").classList.contains(EDITED_CELL_CLASS)).toBe(false);
  });

  it("keeps one entry per edited row, in row order, and drops a row edited back to its values", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderInCanvas(<Table {...planProps()} />);
    await screen.findByRole("grid");
    await typeIntoCell(user, cell(container, 1, "note"), "Sold out");
    await user.keyboard("{Enter}");
    await typeIntoCell(user, cell(container, 0, "extra"), "2");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(runtime.getSnapshot().parameters.editedPlan).toEqual([
        { ...planRows[0], extra: 2 },
        { ...planRows[1], note: "Sold out" },
      ]),
    );

    await typeIntoCell(user, cell(container, 0, "extra"), "0");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(runtime.getSnapshot().parameters.editedPlan).toEqual([{ ...planRows[1], note: "Sold out" }]),
    );
    expect(cell(container, 0, "extra").classList.contains(EDITED_CELL_CLASS)).toBe(false);
    expect(cell(container, 1, "note").classList.contains(EDITED_CELL_CLASS)).toBe(true);
    await waitFor(() =>
      expect(runtime.getSnapshot().parameters.plan).toEqual([planRows[0], { ...planRows[1], note: "Sold out" }]),
    );
  });

  it("resets the edited rows when the row set changes, but not when the same rows are written anew", async () => {
    const user = userEvent.setup();
    const { container, runtime, rerender } = renderInCanvas(<Table {...planProps()} />);
    await screen.findByRole("grid");
    await typeIntoCell(user, cell(container, 0, "note"), "Check slots");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(runtime.getSnapshot().parameters.editedPlan).toHaveLength(1));

    // An inline row list is rebuilt on every render: equal rows are the same row set.
    rerender(inCanvas(runtime, <Table {...planProps({ rows: planRows.map((row) => ({ ...row })) })} />));
    expect(runtime.getSnapshot().parameters.editedPlan).toHaveLength(1);
    expect(cell(container, 0, "note").classList.contains(EDITED_CELL_CLASS)).toBe(true);

    const nextRows = [{ ...planRows[0], extra: 6 }];
    rerender(inCanvas(runtime, <Table {...planProps({ rows: nextRows })} />));
    await waitFor(() => expect(runtime.getSnapshot().parameters.editedPlan).toEqual([]));
    expect(runtime.getSnapshot().parameters.plan).toEqual(nextRows);
    await waitFor(() => expect(cell(container, 0, "extra").textContent).toBe("6"));
    expect(container.querySelectorAll(`.${EDITED_CELL_CLASS}`)).toHaveLength(0);
  });

  it("takes its edits back when shown again over the same rows, writing nothing", async () => {
    const user = userEvent.setup();
    const { container, runtime, unmount } = renderInCanvas(<Table {...planProps()} />);
    await screen.findByRole("grid");
    await typeIntoCell(user, cell(container, 1, "note"), "Sold out");
    await user.keyboard("{Enter}");
    const edited = [planRows[0], { ...planRows[1], note: "Sold out" }];
    await waitFor(() => expect(runtime.getSnapshot().parameters.plan).toEqual(edited));
    unmount();

    const writes = vi.spyOn(runtime, "setParameter");
    const again = render(inCanvas(runtime, <Table {...planProps()} />));
    await screen.findByRole("grid");
    expect(cell(again.container, 1, "note").textContent).toBe("Sold out");
    expect(cell(again.container, 1, "note").classList.contains(EDITED_CELL_CLASS)).toBe(true);
    expect(writes).not.toHaveBeenCalled();
    expect(runtime.getSnapshot().parameters.editedPlan).toEqual([edited[1]]);
  });

  it("starts afresh when the stored rows belong to another row set", async () => {
    const { container, runtime } = renderInCanvas(<Table {...planProps()} />, {
      parameters: { plan: [{ route: "SEA → SFO", extra: 9 }], editedPlan: [{ route: "SEA → SFO", extra: 9 }] },
    });
    await screen.findByRole("grid");
    await waitFor(() => expect(runtime.getSnapshot().parameters.plan).toEqual(planRows));
    expect(runtime.getSnapshot().parameters.editedPlan).toEqual([]);
    expect(container.querySelectorAll(`.${EDITED_CELL_CLASS}`)).toHaveLength(0);
  });

  it("stores the edit of a checkbox column as a boolean", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderInCanvas(<Table {...planProps()} />);
    await screen.findByRole("grid");
    await user.dblClick(cell(container, 0, "approved"));
    await user.click(within(cell(container, 0, "approved")).getByRole("checkbox"));
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(runtime.getSnapshot().parameters.editedPlan).toEqual([{ ...planRows[0], approved: true }]),
    );
  });

  it("logs an onRowEdited that throws and keeps the edit", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onRowEdited = () => {
      throw new Error("boom");
    };
    const { container, runtime } = renderInCanvas(<Table {...planProps({ onRowEdited })} />);
    await screen.findByRole("grid");
    await typeIntoCell(user, cell(container, 1, "extra"), "9");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(runtime.getSnapshot().parameters.editedPlan).toEqual([{ ...planRows[1], extra: 9 }]));
    expect(errors).toHaveBeenCalledWith("onRowEdited failed", expect.any(Error));
  });

  it("stores a clicked row, or the row of a cell where Enter is pressed, in the selected-row parameter", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderInCanvas(
      <Table {...props({ rows: planRows, columns: planColumns, selectedRowParameter: "chosen" })} />,
    );
    await screen.findByRole("grid");
    await user.click(cell(container, 1, "route"));
    expect(runtime.getSnapshot().parameters.chosen).toEqual(planRows[1]);
    act(() => runtime.setParameter("chosen", null));
    fireEvent.keyDown(cell(container, 0, "from"), { key: "Enter" });
    expect(runtime.getSnapshot().parameters.chosen).toEqual(planRows[0]);
  });

  it("opens navigateTo in a new tab with query parameters from the row, except from editable cells", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { container, runtime } = renderInCanvas(
      <Table
        {...props({
          rows: [{ iata: "ORD", state: "IL", flights: 1061 }],
          columns: [{ field: "iata" }, { field: "state" }, { field: "flights", type: "number", editable: true }],
          navigateTo: "https://flights.example.com/airport?view=delays",
          navigateParameters: { origin: "iata", region: "state" },
          selectedRowParameter: "chosen",
        })}
      />,
    );
    await screen.findByRole("grid");
    await user.click(cell(container, 0, "state"));
    expect(open).toHaveBeenCalledExactlyOnceWith(
      "https://flights.example.com/airport?view=delays&origin=ORD&region=IL",
      "_blank",
      "noopener,noreferrer",
    );
    expect(runtime.getSnapshot().parameters.chosen).toBeUndefined();
    await user.click(cell(container, 0, "flights"));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("refuses a navigateTo that could run script", () => {
    for (const navigateTo of ["javascript:alert(1)", " JaVa&#x09;script:alert(1)", "data:text/html,<script>"]) {
      const parsed = tablePropsSchema.safeParse({ rows: planRows, navigateTo });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "Only http, https, mailto, tel and relative addresses can be opened.",
      );
    }
  });
});
