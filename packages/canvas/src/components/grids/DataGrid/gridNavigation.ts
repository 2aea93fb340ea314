/** A focusable cell: where it starts and how many rows and columns it covers. */
export type CellBox = {
  readonly row: number;
  readonly column: number;
  readonly rowSpan: number;
  readonly colSpan: number;
};

/** The grid as the keyboard moves over it: rows (the header row is row 0) and columns, and each slot's cell. */
export type NavigableGrid = {
  readonly rowCount: number;
  readonly columnCount: number;
  /** Rows a Page Up or Page Down moves. */
  readonly pageSize: number;
  /** The cell covering a slot. */
  boxAt(row: number, column: number): CellBox;
};

export type FocusPoint = { readonly row: number; readonly column: number };

/** The keys that move the focused cell. */
export type MoveKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End" | "PageUp" | "PageDown";

export const isMoveKey = (key: string): key is MoveKey =>
  ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"].includes(key);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function startOf(grid: NavigableGrid, row: number, column: number): FocusPoint {
  const box = grid.boxAt(row, column);
  return { row: box.row, column: box.column };
}

/**
 * Where the focus goes from `from` on a key, as in a spreadsheet: arrows move one cell (a spanning cell is
 * one stop), Home and End go to the row's ends (with Ctrl, to the grid's first and last cell), Page Up and
 * Page Down move a page of rows. Null when the focus stays (an arrow at the grid's edge).
 */
export function nextFocus(grid: NavigableGrid, from: FocusPoint, key: MoveKey, ctrl = false): FocusPoint | null {
  if (grid.rowCount === 0 || grid.columnCount === 0) return null;
  const box = grid.boxAt(from.row, from.column);
  const lastRow = grid.rowCount - 1;
  const lastColumn = grid.columnCount - 1;
  let target: FocusPoint;
  switch (key) {
    case "ArrowRight": {
      const column = box.column + box.colSpan;
      if (column > lastColumn) return null;
      target = startOf(grid, from.row, column);
      break;
    }
    case "ArrowLeft":
      if (box.column === 0) return null;
      target = startOf(grid, from.row, box.column - 1);
      break;
    case "ArrowDown": {
      const row = box.row + box.rowSpan;
      if (row > lastRow) return null;
      target = startOf(grid, row, from.column);
      break;
    }
    case "ArrowUp":
      if (box.row === 0) return null;
      target = startOf(grid, box.row - 1, from.column);
      break;
    case "Home":
      target = startOf(grid, ctrl ? 0 : from.row, 0);
      break;
    case "End":
      target = startOf(grid, ctrl ? lastRow : from.row, lastColumn);
      break;
    case "PageDown":
      target = startOf(grid, clamp(from.row + grid.pageSize, 0, lastRow), from.column);
      break;
    case "PageUp":
      target = startOf(grid, clamp(from.row - grid.pageSize, 0, lastRow), from.column);
      break;
  }
  return target.row === box.row && target.column === box.column ? null : target;
}
