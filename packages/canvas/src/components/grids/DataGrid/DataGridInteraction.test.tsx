import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { cellOf, columns, computed, editable, grid, plan, props, rows } from "../../../test/dataGridFixtures";
import { sizeGridViewportsForTests } from "../../../test/gridViewportSize";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DataGrid from "./DataGrid";

sizeGridViewportsForTests();

describe("DataGrid keyboard", () => {
  const focused = () => {
    const element = document.activeElement as HTMLElement;
    const row = element.parentElement as HTMLElement;
    return [Number(row.dataset.row), Number(element.dataset.column)];
  };

  it("has one tab stop, the first header cell until a cell is chosen", () => {
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows })} />);
    const stops = [...grid().querySelectorAll('[tabindex="0"]')];
    expect(stops).toEqual([screen.getAllByRole("columnheader")[0]]);
  });

  it("moves the focused cell with the arrows, Home, End and Ctrl+End", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows })} />);
    await user.tab();
    expect(focused()).toEqual([0, 0]);
    await user.keyboard("{ArrowDown}{ArrowRight}{ArrowRight}");
    expect(focused()).toEqual([1, 2]);
    expect(document.activeElement?.textContent).toBe("14");
    await user.keyboard("{End}");
    expect(focused()).toEqual([1, 3]);
    await user.keyboard("{ArrowRight}");
    expect(focused()).toEqual([1, 3]);
    await user.keyboard("{Home}{ArrowUp}{ArrowUp}");
    expect(focused()).toEqual([0, 0]);
    await user.keyboard("{Control>}{End}{/Control}");
    expect(focused()).toEqual([3, 3]);
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it("moves right with Tab and left with Shift+Tab, leaving the grid at a row's end", async () => {
    const user = userEvent.setup();
    renderInCanvas(
      <>
        <DataGrid {...props({ name: "plan", columns, rows })} />
        <button type="button">After the grid</button>
      </>,
    );
    act(() => cellOf("HT-01", 2).focus());
    await user.tab();
    expect(focused()).toEqual([1, 3]);
    await user.tab({ shift: true });
    expect(focused()).toEqual([1, 2]);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "After the grid" }));
  });

  it("resizes a resizable column with Shift and the arrows on its header", async () => {
    const user = userEvent.setup();
    const resizable = columns.map((column, index) => (index === 1 ? { ...column, resizable: true } : column));
    renderInCanvas(<DataGrid {...props({ name: "plan", columns: resizable, rows })} />);
    const header = screen.getByRole("columnheader", { name: "Operator" });
    act(() => header.focus());
    await user.keyboard("{Shift>}{ArrowRight}{ArrowRight}{/Shift}");
    expect(computed(header).width).toBe("180px");
    expect(computed(cellOf("HT-01", 1)).width).toBe("180px");
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    expect(computed(header).width).toBe("170px");
    act(() => screen.getByRole("columnheader", { name: "Truck" }).focus());
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    expect(computed(screen.getByRole("columnheader", { name: "Truck" })).width).toBe("100px");
  });

  it("copies the focused cell's text", () => {
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows })} />);
    act(() => cellOf("HT-02", 3).focus());
    const setData = vi.fn();
    fireEvent.copy(cellOf("HT-02", 3), { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith("text/plain", "2026-11-20");
  });
});

describe("DataGrid paste", () => {
  const paste = (target: HTMLElement, text: string) =>
    fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === "text/plain" ? text : "") } });

  it("fills the cells right and down from the focused cell, typed per column, skipping locked cells", () => {
    const onCellEdited = vi.fn();
    const { runtime } = renderInCanvas(<DataGrid {...editable({ onCellEdited })} />);
    act(() => cellOf("HT-02", 1).focus());
    paste(cellOf("HT-02", 1), "Johan Botha\t7\t31/12/2026\r\nAyanda Zulu\t8\t2027-01-02\r\n");
    const plan = runtime.getSnapshot().parameters.plan as typeof rows;
    expect(plan[1]).toEqual({ ...rows[1], operator: "Johan Botha", loads: 7, due: "2026-12-31" });
    expect(plan[2]).toEqual({ ...rows[2], operator: "Ayanda Zulu", loads: 8, due: "2027-01-02" });
    expect(runtime.getSnapshot().parameters.planEdits).toHaveLength(2);
    expect(onCellEdited).toHaveBeenCalledTimes(6);

    act(() => cellOf("HT-01", 0).focus());
    paste(cellOf("HT-01", 0), "HT-99\tPieter van Wyk");
    const again = runtime.getSnapshot().parameters.plan as typeof rows;
    expect(again[0]?.truck).toBe("HT-01");
    expect(again[0]?.operator).toBe("Pieter van Wyk");
  });

  it("logs what it could not paste, never throwing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { runtime } = renderInCanvas(<DataGrid {...editable()} />);
    act(() => cellOf("HT-03", 2).focus());
    paste(cellOf("HT-03", 2), "lots\t2026-01-01\textra\n5\t2026-01-02");
    expect(runtime.getSnapshot().parameters.plan).toEqual(
      rows.map((row, index) => (index === 2 ? { ...row, due: "2026-01-01" } : row)),
    );
    expect(error).toHaveBeenCalledWith('DataGrid "plan": paste problems', [
      'Row 3, column "Planned loads": "lots" is not a number; the cell was left as it was.',
      "1 pasted row did not fit below the last row and was left out.",
      "1 pasted column did not fit right of the last column and was left out.",
    ]);
    error.mockRestore();
  });
});

describe("DataGrid search and empty states", () => {
  it("shows 'No Data' when there are no rows, with the header still there", () => {
    renderInCanvas(<DataGrid {...props({ name: "alerts", columns, rows: [] })} />);
    expect(screen.getByText("No Data")).toBeTruthy();
    expect(screen.getByText("No Rows To Show Here")).toBeTruthy();
    expect(screen.getAllByRole("columnheader")).toHaveLength(4);
  });

  it("shows 'No Data' while the rows have not arrived", () => {
    renderInCanvas(<DataGrid {...props({ name: "alerts", columns })} />);
    expect(screen.getByText("No Data")).toBeTruthy();
  });

  it("keeps the rows with a cell containing the search text, then shows 'Not Found'", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DataGrid {...props({ name: "plan", title: "Plan", columns, rows, searchable: true })} />);
    expect(screen.getByText("3 rows")).toBeTruthy();
    const search = screen.getByRole("searchbox", { name: "Search Plan" });
    await user.type(search, "lerato");
    await waitFor(() => expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["HT-03"]));
    expect(screen.getByText("1 of 3 rows")).toBeTruthy();
    await user.clear(search);
    await user.type(search, "2026-11");
    await waitFor(() => expect(screen.getAllByRole("rowheader")).toHaveLength(2));
    await user.type(search, "zzz");
    await waitFor(() => expect(screen.getByText("Not Found")).toBeTruthy());
    expect(screen.getByText("No Rows Matching Search Criteria")).toBeTruthy();
    expect(screen.queryByText("No Data")).toBeNull();
  });

  it("finds rows folded under a chevron, with the rows above them", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DataGrid {...plan({ searchable: true })} />);
    await user.type(screen.getByRole("searchbox"), "ht-11");
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("row")
          .slice(1)
          .map((row) => row.querySelector('[data-column="0"]')?.textContent),
      ).toEqual(["South pit", "HT-11"]),
    );
  });
});

describe("DataGrid spans and size", () => {
  const report = [
    {
      id: "north-day",
      cells: [
        { type: "header", value: "North pit", rowSpan: 2 },
        { type: "text", value: "Day" },
        { type: "number", value: 412 },
      ],
    },
    {
      id: "north-night",
      cells: [
        { type: "text", value: "Night" },
        { type: "number", value: 355 },
      ],
    },
    {
      id: "total",
      cells: [
        { type: "header", value: "Both shifts", colSpan: 2 },
        { type: "number", value: 767, nonEditable: true },
      ],
    },
  ];
  const reportColumns = [
    { field: "pit", headerName: "Pit", type: "header", width: 120 },
    { field: "shift", headerName: "Shift", width: 100 },
    { field: "loads", headerName: "Loads", type: "number", width: 90 },
  ];

  it("draws cells spanning rows and columns, and moves over them as one cell", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DataGrid {...props({ name: "report", columns: reportColumns, rows: report })} />);
    const pit = screen.getByRole("rowheader", { name: "North pit" });
    expect(pit.getAttribute("aria-rowspan")).toBe("2");
    expect(computed(pit).height).toBe("72px");
    const total = screen.getByRole("rowheader", { name: "Both shifts" });
    expect(total.getAttribute("aria-colspan")).toBe("2");
    expect(computed(total).width).toBe("220px");
    const night = cellOf("Night", 1);
    expect(computed(night).marginLeft).toBe("120px");

    act(() => night.focus());
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(pit);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(total);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("767");
  });

  it("edits a cell of a row in the layout form", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <DataGrid {...props({ name: "report", columns: reportColumns, rows: report, parameter: "report" })} />,
    );
    act(() => cellOf("Night", 2).focus());
    await user.keyboard("360{Enter}");
    const stored = runtime.getSnapshot().parameters.report as typeof report;
    expect(stored[1]?.cells[1]).toEqual({ type: "number", value: 360 });
    expect(stored[1]?.cells[0]).toBe(report[1]?.cells[0]);
  });

  it("draws only the rows in view of 100,000, announcing them all", () => {
    const many = Array.from({ length: 100_000 }, (_, index) => ({
      id: index,
      truck: `HT-${index}`,
      operator: "Driver",
      loads: index,
      due: "2026-11-12",
    }));
    renderInCanvas(<DataGrid {...props({ name: "fleet", columns, rows: many })} />);
    expect(grid().getAttribute("aria-rowcount")).toBe("100001");
    const drawn = screen.getAllByRole("row").length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(40);
    expect(screen.getAllByRole("row")[1]?.getAttribute("aria-rowindex")).toBe("2");
  });

  it("takes its row and header heights from the attributes", () => {
    renderInCanvas(<DataGrid {...props({ name: "plan", columns, rows, rowHeight: 28, headerHeight: 40 })} />);
    expect(computed(screen.getAllByRole("columnheader")[0]).height).toBe("40px");
    expect(computed(cellOf("HT-01", 1)).height).toBe("28px");
  });
});

describe("DataGrid rows in a parameter", () => {
  it("shows the parameter's rows and lets a change of the rows attribute replace them", async () => {
    const { runtime, rerender } = renderInCanvas(<DataGrid {...editable()} />, {
      parameters: { plan: rows.slice(0, 1), planEdits: [{ id: "stale" }] },
    });
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["HT-01"]);
    const fresh = rows.slice(1);
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <DataGrid {...editable({ rows: fresh })} />
      </CanvasRuntimeProvider>,
    );
    await waitFor(() => expect(runtime.getSnapshot().parameters.plan).toBe(fresh));
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["HT-02", "HT-03"]);
    expect(runtime.getSnapshot().parameters.planEdits).toEqual([]);
  });

  it("treats rows set in the parameter from elsewhere as new originals", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DataGrid {...editable()} />);
    act(() => cellOf("HT-01", 1).focus());
    await user.keyboard("Z{Enter}");
    expect(runtime.getSnapshot().parameters.planEdits).toHaveLength(1);
    act(() =>
      runtime.setParameter(
        "plan",
        rows.map((row) => ({ ...row, operator: "Reset" })),
      ),
    );
    await waitFor(() => expect(runtime.getSnapshot().parameters.planEdits).toEqual([]));
    expect(cellOf("HT-01", 1).classList.contains("sf-datagrid__cell--modified")).toBe(false);
    expect(cellOf("HT-01", 1).textContent).toBe("Reset");
  });
});

describe("DataGrid details", () => {
  it("shows a column's headerContent in its header", () => {
    const withContent = columns.map((column, index) =>
      index === 2 ? { ...column, headerContent: <span className="loads-head">Loads (planned)</span> } : column,
    );
    renderInCanvas(<DataGrid {...props({ name: "plan", columns: withContent, rows })} />);
    expect(screen.getByRole("columnheader", { name: "Loads (planned)" }).querySelector(".loads-head")).toBeTruthy();
  });

  it("keeps an edit when the author's onCellEdited throws, logging the error", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const onCellEdited = () => {
      throw new Error("author typo");
    };
    const { runtime } = renderInCanvas(<DataGrid {...editable({ onCellEdited })} />);
    act(() => cellOf("HT-01", 2).focus());
    await user.keyboard("7{Enter}");
    expect((runtime.getSnapshot().parameters.plan as typeof rows)[0]?.loads).toBe(7);
    expect(error).toHaveBeenCalledWith("onCellEdited failed", expect.any(Error));
    error.mockRestore();
  });

  it("opens an editor on a double click, and a dropdown's options on a click", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DataGrid {...plan()} />);
    await user.click(cellOf("HT-01", 1));
    expect(await screen.findByRole("menu", { name: "Assigned route options" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(cellOf("HT-01", 1));

    const { unmount } = renderInCanvas(<DataGrid {...props({ name: "other", columns, rows })} />);
    await user.dblClick(
      screen.getAllByRole("grid")[1]?.querySelector('[data-row="2"] > [data-column="1"]') as HTMLElement,
    );
    expect((screen.getByRole("textbox", { name: "Operator" }) as HTMLInputElement).value).toBe("Sipho Dlamini");
    unmount();
  });

  it("does not take inline rows rebuilt with equal elements as new rows", async () => {
    const user = userEvent.setup();
    const withBadge = (index: number) => [
      ...rows.map((row) => ({ ...row })),
      {
        id: `badge-${index}`,
        cells: [
          { type: "header", value: "HT-50" },
          { type: "text", value: "Spare" },
          { type: "number", value: 0 },
          { type: "jsx", value: <em>Parked</em> },
        ],
      },
    ];
    const { runtime, rerender } = renderInCanvas(
      <DataGrid {...props({ name: "plan", columns, rows: withBadge(1) })} />,
    );
    act(() => cellOf("HT-01", 1).focus());
    await user.keyboard("Q{Enter}");
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <DataGrid {...props({ name: "plan", columns, rows: withBadge(1) })} />
      </CanvasRuntimeProvider>,
    );
    expect(cellOf("HT-01", 1).textContent).toBe("Q (edited)");
    expect(cellOf("HT-50", 3).querySelector("em")?.textContent).toBe("Parked");
  });

  it("draws a cell spanning down into the rows in view even when its own row is scrolled past", () => {
    const many = Array.from({ length: 300 }, (_, index) => ({
      id: `r${index}`,
      cells:
        index === 20
          ? [
              { type: "header", value: "Block", rowSpan: 60 },
              { type: "text", value: `row ${index}` },
            ]
          : index > 20 && index < 80
            ? [{ type: "text", value: `row ${index}` }]
            : [
                { type: "header", value: `H${index}` },
                { type: "text", value: `row ${index}` },
              ],
    }));
    const twoColumns = [
      { field: "group", headerName: "Group", type: "header" },
      { field: "label", headerName: "Label" },
    ];
    renderInCanvas(<DataGrid {...props({ name: "long", columns: twoColumns, rows: many })} />);
    const viewport = grid();
    act(() => {
      viewport.scrollTop = 40 * 36;
      fireEvent.scroll(viewport);
    });
    const drawn = screen.getAllByRole("row").map((row) => row.getAttribute("aria-rowindex"));
    expect(drawn).toContain("22");
    expect(screen.getByRole("rowheader", { name: "Block" }).getAttribute("aria-rowspan")).toBe("60");
    expect(screen.queryByRole("rowheader", { name: "H5" })).toBeNull();
  });
});
