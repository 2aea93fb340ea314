import { describe, expect, it } from "vitest";
import { boxOf, createGridModel } from "./gridModel";
import { placeCells } from "./gridPlacement";
import { type GridRowData, toGridColumn } from "./gridTypes";

const columns = [
  toGridColumn({ field: "site", headerName: "Site", type: "header" }),
  toGridColumn({ field: "shift", headerName: "Shift", type: "text" }),
  toGridColumn({ field: "trucks", headerName: "Trucks", type: "number", nonEditable: true }),
];

/** North pit spans its two shift rows; the rows after are plain values. */
const rows: GridRowData[] = [
  {
    id: "north-day",
    cells: [
      { type: "header", value: "North pit", rowSpan: 2 },
      { type: "text", value: "Day" },
      { type: "number", value: 9 },
    ],
  },
  {
    id: "north-night",
    cells: [
      { type: "text", value: "Night" },
      { type: "number", value: 7, nonEditable: true },
    ],
  },
  { id: "south", site: "South pit", shift: "Both", trucks: 8 },
];

const placementOf = (list: readonly GridRowData[]) =>
  placeCells(
    [
      columns.map(() => ({ rowSpan: 1, colSpan: 1 })),
      ...list.map((row) => (Array.isArray(row.cells) ? row.cells : null)),
    ],
    columns.length,
  );

const modelOf = (shown: number[]) =>
  createGridModel({ columns, rows, shown: Int32Array.from(shown), placement: placementOf(rows) });

describe("createGridModel", () => {
  it("gives a row of values one cell per column, typed and editable per column", () => {
    const cells = modelOf([0, 1, 2]).cellsAt(2);
    expect(cells.map((cell) => [cell.column, cell.type, cell.value, cell.editable])).toEqual([
      [0, "header", "South pit", false],
      [1, "text", "Both", true],
      [2, "number", 8, false],
    ]);
    expect(cells[1]?.slot).toEqual({ field: "shift", cellIndex: null });
  });

  it("places explicit cells, a spanning cell reaching over the rows shown under it", () => {
    const model = modelOf([0, 1, 2]);
    expect(model.cellsAt(0).map((cell) => [cell.column, cell.rowSpan, cell.value])).toEqual([
      [0, 2, "North pit"],
      [1, 1, "Day"],
      [2, 1, 9],
    ]);
    expect(model.cellsAt(1).map((cell) => [cell.column, cell.value, cell.slot?.cellIndex])).toEqual([
      [1, "Night", 0],
      [2, 7, 1],
    ]);
  });

  it("finds the spanning cell from any slot it covers", () => {
    const model = modelOf([0, 1, 2]);
    expect(model.cellAt(1, 0)).toMatchObject({ position: 0, cell: { value: "North pit" } });
    expect(model.cellAt(1, 1)).toMatchObject({ position: 1, cell: { value: "Night" } });
    expect(model.spanStartOf(1)).toBe(0);
    expect(model.spanStartOf(2)).toBe(2);
  });

  it("shrinks a span when the rows under it are hidden, and leaves a blank where its start is hidden", () => {
    const withoutNight = modelOf([0, 2]);
    expect(withoutNight.cellsAt(0)[0]?.rowSpan).toBe(1);

    const withoutDay = modelOf([1, 2]);
    const blank = withoutDay.cellsAt(0)[0];
    expect(blank).toMatchObject({ column: 0, slot: null, editable: false });
    expect(withoutDay.cellAt(0, 0)).toMatchObject({ position: 0, cell: { slot: null } });
    expect(withoutDay.spanStartOf(0)).toBe(0);
  });

  it("lets a cell's own nonEditable flag lock it", () => {
    const model = modelOf([0, 1, 2]);
    expect(model.cellsAt(1)[0]?.editable).toBe(true);
    expect(model.cellsAt(1)[1]?.editable).toBe(false);
  });
});

describe("boxOf", () => {
  it("numbers the header row 0 and shown rows from 1, with the spans of their cells", () => {
    const model = modelOf([0, 1, 2]);
    expect(boxOf(model, 0, 2)).toEqual({ row: 0, column: 2, rowSpan: 1, colSpan: 1 });
    expect(boxOf(model, 2, 0)).toEqual({ row: 1, column: 0, rowSpan: 2, colSpan: 1 });
    expect(boxOf(model, 3, 1)).toEqual({ row: 3, column: 1, rowSpan: 1, colSpan: 1 });
  });
});
