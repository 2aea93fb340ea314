import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import {
  cellOf,
  columns,
  computed,
  editable,
  grid,
  plan,
  planRows,
  props,
  rows,
  shiftRows,
} from "../../../test/dataGridFixtures";
import { sizeGridViewportsForTests } from "../../../test/gridViewportSize";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DataGrid from "./DataGrid";

sizeGridViewportsForTests();

describe("DataGrid configuration", () => {
  it("lists a missing name and columns under 'Missing configuration' instead of the grid", () => {
    renderInCanvas(<DataGrid {...props({ columns: [] })} />);
    const panel = screen.getByRole("alert");
    expect(within(panel).getByText("Missing configuration")).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['The "name" prop is required.', '"columns" must be a non-empty array of column definitions.']);
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("lists the layout's problems as bullets in place of the grid", () => {
    renderInCanvas(
      <DataGrid
        {...props({
          name: "plan",
          stickyLeft: 2,
          stickyRight: 2,
          columns: [{ field: "truck" }, { headerName: "Site" }, { field: "tonnes", type: "number" }],
          rows: [{ id: "t1", cells: [{ type: "text", value: "HT-01" }] }, { cells: [{ value: "HT-02" }] }],
        })}
      />,
    );
    const items = within(screen.getByRole("alert"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Column 2 has no id: give each column a "field".',
      "The grid has 3 columns, but stickyLeft (2) and stickyRight (2) pin 4: leave at least one column to scroll between them.",
      'Row 2 has no "id": give every row an id of its own.',
      'Every cell needs a "type", but cell 1 of row 2 has none.',
      'Every row must fill the grid\'s 3 columns (counting spans), but row "t1" fills 1 and row 2 fills 1.',
    ]);
  });

  it("lists rows that are not objects as rows without an id, even when other rows have parents", () => {
    renderInCanvas(
      <DataGrid
        {...props({
          name: "plan",
          columns: [{ field: "truck" }],
          rows: [{ id: "t1", truck: "HT-01" }, null, { id: "t2", truck: "HT-02", parentId: "t1" }, 7],
        })}
      />,
    );
    const items = within(screen.getByRole("alert"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(['Rows 2 and 4 have no "id": give every row an id of its own.']);
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("only warns in the console about cells without a value, once the grid is shown", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows: [{ id: "t1", truck: "HT-01" }] })} />);
    expect(grid()).toBeTruthy();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'DataGrid "plan": 3 cells have no value: "operator" of row "t1", "loads" of row "t1" and "due" of row "t1".',
      ),
    );
    warn.mockRestore();
  });
});

describe("DataGrid layout", () => {
  it("draws a grid with a 56 px header row, 36 px rows and its counts for assistive technology", () => {
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows })} />);
    expect(grid().getAttribute("aria-label")).toBe("plan");
    expect(grid().getAttribute("aria-rowcount")).toBe("4");
    expect(grid().getAttribute("aria-colcount")).toBe("4");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Truck",
      "Operator",
      "Planned loads",
      "Service due",
    ]);
    expect(computed(screen.getAllByRole("columnheader")[0]).height).toBe("56px");
    expect(computed(cellOf("HT-02", 1)).height).toBe("36px");
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["HT-01", "HT-02", "HT-03"]);
    expect(cellOf("HT-01", 2).textContent).toBe("14");
    expect(cellOf("HT-01", 3).textContent).toBe("2026-11-12");
  });

  it("names the grid after its title", () => {
    renderInCanvas(<DataGrid {...props({ name: "plan", title: "Day shift plan", columns, rows })} />);
    expect(screen.getByRole("grid", { name: "Day shift plan" })).toBeTruthy();
  });

  it("keeps sticky columns in view on both sides", () => {
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows, stickyLeft: 1, stickyRight: 1 })} />);
    const first = cellOf("HT-01", 0);
    const last = cellOf("HT-01", 3);
    const middle = cellOf("HT-01", 1);
    expect(first.classList.contains("sf-datagrid__cell--sticky")).toBe(true);
    expect(computed(first).left).toBe("0px");
    expect(last.classList.contains("sf-datagrid__cell--sticky")).toBe(true);
    expect(computed(last).right).toBe("0px");
    expect(middle.classList.contains("sf-datagrid__cell--sticky")).toBe(false);
    expect(computed(screen.getAllByRole("columnheader")[3]).right).toBe("0px");
  });
});

describe("DataGrid editing", () => {
  it("edits a cell with Enter, writes the rows and the edited rows, and highlights the cell", async () => {
    const user = userEvent.setup();
    const onCellEdited = vi.fn();
    const { runtime } = renderInCanvas(<DataGrid {...editable({ onCellEdited })} />, { parameters: { plan: rows } });
    act(() => cellOf("HT-02", 1).focus());
    await user.keyboard("{Enter}");
    const editor = screen.getByRole("textbox", { name: "Operator" });
    expect((editor as HTMLInputElement).value).toBe("Sipho Dlamini");
    await user.clear(editor);
    await user.type(editor, "Naledi Mahlangu{Enter}");

    const parameters = runtime.getSnapshot().parameters;
    expect((parameters.plan as typeof rows)[1]).toEqual({ ...rows[1], operator: "Naledi Mahlangu" });
    expect((parameters.plan as typeof rows)[0]).toBe(rows[0]);
    expect(parameters.planEdits).toEqual([{ ...rows[1], operator: "Naledi Mahlangu" }]);
    expect(cellOf("HT-02", 1).classList.contains("sf-datagrid__cell--modified")).toBe(true);
    expect(cellOf("HT-02", 1).textContent).toBe("Naledi Mahlangu (edited)");
    expect(cellOf("HT-02", 2).classList.contains("sf-datagrid__cell--modified")).toBe(false);

    expect(onCellEdited).toHaveBeenCalledTimes(1);
    const [newCell, oldCell, api] = onCellEdited.mock.calls[0] ?? [];
    expect(newCell).toEqual({
      rowId: "t2",
      field: "operator",
      value: "Naledi Mahlangu",
      row: { ...rows[1], operator: "Naledi Mahlangu" },
    });
    expect(oldCell).toEqual({ rowId: "t2", field: "operator", value: "Sipho Dlamini", row: rows[1] });
    expect(typeof api.setParameter).toBe("function");
    // Enter commits and moves down, as in a spreadsheet.
    expect(document.activeElement).toBe(cellOf("HT-03", 1));
  });

  it("starts editing when the user types, replacing the value", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DataGrid {...editable()} />);
    act(() => cellOf("HT-01", 2).focus());
    await user.keyboard("9");
    const editor = screen.getByRole("textbox", { name: "Planned loads" });
    expect((editor as HTMLInputElement).value).toBe("9");
    await user.keyboard("5{Tab}");
    expect((runtime.getSnapshot().parameters.plan as typeof rows)[0]?.loads).toBe(95);
    expect(document.activeElement).toBe(cellOf("HT-01", 3));
  });

  it("keeps a number field open and marked invalid on text that is no number, and Escape cancels", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DataGrid {...editable()} />);
    act(() => cellOf("HT-01", 2).focus());
    await user.keyboard("{F2}");
    const editor = screen.getByRole("textbox", { name: "Planned loads" });
    await user.clear(editor);
    await user.type(editor, "lots{Enter}");
    expect(editor.getAttribute("aria-invalid")).toBe("true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "Planned loads" })).toBeNull();
    expect(runtime.getSnapshot().parameters.plan).toBeUndefined();
    expect(cellOf("HT-01", 2).textContent).toBe("14");
    expect(document.activeElement).toBe(cellOf("HT-01", 2));
  });

  it("clears a cell with Delete, and edits a date with the date field", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DataGrid {...editable()} />);
    act(() => cellOf("HT-03", 2).focus());
    await user.keyboard("{Delete}");
    expect((runtime.getSnapshot().parameters.plan as typeof rows)[2]?.loads).toBeNull();

    act(() => cellOf("HT-03", 3).focus());
    await user.keyboard("{Enter}");
    const dateField = screen.getByLabelText("Service due") as HTMLInputElement;
    expect(dateField.type).toBe("date");
    fireEvent.change(dateField, { target: { value: "2027-01-15" } });
    await user.keyboard("{Enter}");
    expect((runtime.getSnapshot().parameters.plan as typeof rows)[2]?.due).toBe("2027-01-15");
  });

  it("drops a row from the edited rows when it is edited back", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DataGrid {...editable()} />);
    act(() => cellOf("HT-01", 1).focus());
    await user.keyboard("X{Enter}");
    expect(runtime.getSnapshot().parameters.planEdits).toHaveLength(1);
    act(() => cellOf("HT-01", 1).focus());
    await user.keyboard("{Enter}");
    const editor = screen.getByRole("textbox", { name: "Operator" });
    await user.clear(editor);
    await user.type(editor, "Thandi Mokoena{Enter}");
    expect(runtime.getSnapshot().parameters.planEdits).toEqual([]);
    expect(cellOf("HT-01", 1).classList.contains("sf-datagrid__cell--modified")).toBe(false);
  });

  it("does not edit header cells or columns marked nonEditable", async () => {
    const user = userEvent.setup();
    const locked = columns.map((column) => (column.field === "operator" ? { ...column, nonEditable: true } : column));
    renderInCanvas(<DataGrid {...editable({ columns: locked })} />);
    act(() => cellOf("HT-01", 1).focus());
    await user.keyboard("{Enter}X");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(cellOf("HT-01", 1).getAttribute("aria-readonly")).toBe("true");
    act(() => cellOf("HT-01", 0).focus());
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("keeps its edits itself without a parameter, and lets new rows (by content) replace them", async () => {
    const user = userEvent.setup();
    const { rerender, runtime } = renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows })} />);
    const show = (given: unknown) =>
      rerender(
        <CanvasRuntimeProvider runtime={runtime}>
          <DataGrid {...props({ name: "plan", columns, rows: given })} />
        </CanvasRuntimeProvider>,
      );
    act(() => cellOf("HT-01", 1).focus());
    await user.keyboard("Y{Enter}");
    expect(cellOf("HT-01", 1).textContent).toBe("Y (edited)");
    show(structuredClone(rows));
    expect(cellOf("HT-01", 1).textContent).toBe("Y (edited)");
    const changed = rows.map((row) => ({ ...row, loads: 1 }));
    show(changed);
    expect(cellOf("HT-01", 1).textContent).toBe("Thandi Mokoena");
    expect(cellOf("HT-01", 2).textContent).toBe("1");
  });
});

describe("DataGrid cell types", () => {
  it("inverts a checkbox cell on a click and on Space", async () => {
    const user = userEvent.setup();
    const onCellEdited = vi.fn();
    const { runtime } = renderInCanvas(<DataGrid {...plan({ onCellEdited })} />);
    const checkbox = within(cellOf("HT-01", 2)).getByRole("checkbox", { name: "Available" });
    await user.click(checkbox);
    expect(shiftRows(runtime)[1]?.available).toBe(false);
    expect(onCellEdited.mock.calls[0]?.slice(0, 2)).toEqual([
      { rowId: "HT-01", field: "available", value: false, row: { ...planRows[1], available: false } },
      { rowId: "HT-01", field: "available", value: true, row: planRows[1] },
    ]);
    act(() => cellOf("HT-02", 2).focus());
    await user.keyboard(" ");
    expect(shiftRows(runtime)[2]?.available).toBe(true);
    await user.keyboard(" ");
    expect(shiftRows(runtime)[2]?.available).toBe(false);
  });

  it("chooses a dropdown cell's value from its options", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DataGrid {...plan()} />);
    expect(cellOf("HT-02", 1).textContent).toBe("North pit to stockpile A");
    act(() => cellOf("HT-02", 1).focus());
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Assigned route options" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["North pit to crusher", "North pit to stockpile A"]);
    await user.click(within(menu).getByRole("menuitem", { name: "North pit to crusher" }));
    expect(shiftRows(runtime)[2]?.route).toBe("N-CR");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(cellOf("HT-02", 1).textContent).toBe("North pit to crusher (edited)");
  });

  it("folds and unfolds the rows under a chevron cell, by click and by Enter", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DataGrid {...plan()} />);
    const units = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.querySelector('[data-column="0"]')?.textContent);
    expect(units()).toEqual(["North pit", "HT-01", "HT-02", "South pit"]);
    expect(cellOf("North pit", 0).getAttribute("aria-expanded")).toBe("true");
    expect(cellOf("South pit", 0).getAttribute("aria-expanded")).toBe("false");

    await user.click(screen.getByRole("button", { name: "Collapse North pit" }));
    expect(units()).toEqual(["North pit", "South pit"]);
    act(() => cellOf("South pit", 0).focus());
    await user.keyboard("{Enter}");
    expect(units()).toEqual(["North pit", "South pit", "HT-11"]);
    expect(grid().getAttribute("aria-rowcount")).toBe("4");
  });

  it("indents rows under their parent", () => {
    renderInCanvas(<DataGrid {...plan()} />);
    const indent = (name: string) => (cellOf(name, 0).firstElementChild as HTMLElement).style.width;
    expect(indent("North pit")).toBe("0px");
    expect(indent("HT-01")).toBe("18px");
  });

  it("shows a jsx column's content from getContent, and a jsx cell's element as it is", () => {
    const getContent = vi.fn((row: Record<string, unknown>) => <strong>{row.loads === 14 ? "Ready" : "Busy"}</strong>);
    const withStatus = [...columns, { field: "status", headerName: "Status", type: "jsx", getContent }];
    const elementRow = {
      id: "t9",
      cells: [
        { type: "header", value: "HT-09" },
        { type: "text", value: "Ayanda Zulu" },
        { type: "number", value: 3 },
        { type: "date", value: null },
        { type: "jsx", value: <em>Towed</em> },
      ],
    };
    renderInCanvas(<DataGrid {...props({ name: "plan", columns: withStatus, rows: [...rows, elementRow] })} />);
    expect(cellOf("HT-01", 4).querySelector("strong")?.textContent).toBe("Ready");
    expect(cellOf("HT-02", 4).querySelector("strong")?.textContent).toBe("Busy");
    expect(getContent).toHaveBeenCalledWith(rows[0]);
    expect(cellOf("HT-09", 4).querySelector("em")?.textContent).toBe("Towed");
  });

  it("shows nothing for a getContent that throws, and logs it", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = [
      ...columns,
      {
        field: "status",
        type: "jsx",
        getContent: () => {
          throw new Error("typo");
        },
      },
    ];
    renderInCanvas(<DataGrid {...props({ name: "plan", columns: broken, rows })} />);
    expect(cellOf("HT-01", 4).textContent).toBe("");
    expect(error).toHaveBeenCalledWith('DataGrid column "status" getContent failed', expect.any(Error));
    error.mockRestore();
  });

  it("shows a header tooltip's text to assistive technology", () => {
    const described = columns.map((column, index) =>
      index === 1 ? { ...column, headerTooltip: "Who drives" } : column,
    );
    renderInCanvas(<DataGrid {...props({ name: "plan", columns: described, rows })} />);
    expect(screen.getByRole("columnheader", { name: "Operator", description: "Who drives" })).toBeTruthy();
  });
});
