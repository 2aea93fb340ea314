import { describe, expect, it } from "vitest";
import { type CellBox, isMoveKey, type NavigableGrid, nextFocus } from "./gridNavigation";

/** A 5 × 4 grid: the header row, then rows 1–4; the cell at row 1, column 1 spans two rows and two columns. */
const grid: NavigableGrid = {
  rowCount: 5,
  columnCount: 4,
  pageSize: 2,
  boxAt: (row, column): CellBox =>
    row >= 1 && row <= 2 && column >= 1 && column <= 2
      ? { row: 1, column: 1, rowSpan: 2, colSpan: 2 }
      : { row, column, rowSpan: 1, colSpan: 1 },
};

describe("nextFocus", () => {
  it("moves one cell with the arrows", () => {
    expect(nextFocus(grid, { row: 3, column: 1 }, "ArrowRight")).toEqual({ row: 3, column: 2 });
    expect(nextFocus(grid, { row: 3, column: 1 }, "ArrowLeft")).toEqual({ row: 3, column: 0 });
    expect(nextFocus(grid, { row: 3, column: 1 }, "ArrowDown")).toEqual({ row: 4, column: 1 });
    expect(nextFocus(grid, { row: 0, column: 0 }, "ArrowDown")).toEqual({ row: 1, column: 0 });
  });

  it("stays at the grid's edges", () => {
    expect(nextFocus(grid, { row: 0, column: 0 }, "ArrowUp")).toBeNull();
    expect(nextFocus(grid, { row: 0, column: 0 }, "ArrowLeft")).toBeNull();
    expect(nextFocus(grid, { row: 4, column: 3 }, "ArrowDown")).toBeNull();
    expect(nextFocus(grid, { row: 4, column: 3 }, "ArrowRight")).toBeNull();
  });

  it("takes a spanning cell as one stop", () => {
    expect(nextFocus(grid, { row: 1, column: 0 }, "ArrowRight")).toEqual({ row: 1, column: 1 });
    expect(nextFocus(grid, { row: 1, column: 1 }, "ArrowRight")).toEqual({ row: 1, column: 3 });
    expect(nextFocus(grid, { row: 1, column: 1 }, "ArrowDown")).toEqual({ row: 3, column: 1 });
    expect(nextFocus(grid, { row: 3, column: 2 }, "ArrowUp")).toEqual({ row: 1, column: 1 });
    expect(nextFocus(grid, { row: 2, column: 3 }, "ArrowLeft")).toEqual({ row: 1, column: 1 });
  });

  it("goes to the row's ends with Home and End, and to the grid's corners with Ctrl", () => {
    expect(nextFocus(grid, { row: 3, column: 2 }, "Home")).toEqual({ row: 3, column: 0 });
    expect(nextFocus(grid, { row: 3, column: 2 }, "End")).toEqual({ row: 3, column: 3 });
    expect(nextFocus(grid, { row: 3, column: 2 }, "Home", true)).toEqual({ row: 0, column: 0 });
    expect(nextFocus(grid, { row: 3, column: 2 }, "End", true)).toEqual({ row: 4, column: 3 });
  });

  it("moves a page of rows with Page Up and Page Down, stopping at the ends", () => {
    expect(nextFocus(grid, { row: 0, column: 0 }, "PageDown")).toEqual({ row: 2, column: 0 });
    expect(nextFocus(grid, { row: 3, column: 0 }, "PageDown")).toEqual({ row: 4, column: 0 });
    expect(nextFocus(grid, { row: 4, column: 0 }, "PageUp")).toEqual({ row: 2, column: 0 });
    expect(nextFocus(grid, { row: 4, column: 2 }, "PageUp")).toEqual({ row: 1, column: 1 });
    expect(nextFocus(grid, { row: 0, column: 2 }, "PageUp")).toBeNull();
  });

  it("does nothing on an empty grid", () => {
    expect(nextFocus({ ...grid, rowCount: 0 }, { row: 0, column: 0 }, "ArrowDown")).toBeNull();
  });
});

describe("isMoveKey", () => {
  it("knows the keys that move the focus", () => {
    expect(isMoveKey("ArrowUp")).toBe(true);
    expect(isMoveKey("PageDown")).toBe(true);
    expect(isMoveKey("Enter")).toBe(false);
    expect(isMoveKey("Tab")).toBe(false);
  });
});
