/** The spans of one cell of a row in the layout form. */
export type CellSpans = { readonly rowSpan: number; readonly colSpan: number };

/** A cell placed on the grid: the column it starts in and how far it reaches. */
type PlacedCell = {
  readonly cellIndex: number;
  readonly column: number;
  readonly colSpan: number;
  readonly rowSpan: number;
};

/** Columns of a row taken by a cell that spans down from a row above. */
export type CoveredSlot = { readonly originRow: number; readonly origin: PlacedCell };

/** Where the cells of one row sit. Rows given as values (one cell per column, nothing covering them) have none. */
type RowPlacement = {
  readonly cells: readonly PlacedCell[] | null;
  readonly covered: readonly CoveredSlot[];
  /** Columns taken by the row's cells (with their spans) and by cells spanning down into it. */
  readonly filled: number;
};

/** A problem found while placing: a cell reaching past the last row, or over a cell spanning down into it. */
type PlacementIssue = { readonly row: number; readonly cellIndex: number; readonly kind: "pastEnd" | "overlap" };

export type Placement = {
  /** The placement of a row with explicit cells or covered columns; undefined for a plain row of values. */
  rowAt(row: number): RowPlacement | undefined;
  readonly issues: readonly PlacementIssue[];
  /** Whether any cell spans more than one row (the viewer then keeps spanning cells' first rows rendered). */
  readonly hasRowSpans: boolean;
};

const wholeSpan = (span: number): number => (Number.isInteger(span) && span >= 1 ? span : 1);

/**
 * Places the cells of every row: a row's cells fill its columns from the left, skipping columns that a cell
 * of a row above covers with its rowSpan; each cell takes colSpan columns. `rows[i]` is null for a row of
 * values, which has exactly one cell per column.
 */
export function placeCells(rows: readonly (readonly CellSpans[] | null)[], columnCount: number): Placement {
  const placements = new Map<number, RowPlacement>();
  const issues: PlacementIssue[] = [];
  // coveredUntil[c]: the first row no longer covered by the cell spanning down in column c.
  const coveredUntil = new Int32Array(columnCount);
  const coveredBy: (CoveredSlot | undefined)[] = new Array(columnCount);
  let coverageEnds = 0;
  let hasRowSpans = false;

  rows.forEach((cells, row) => {
    const covered: CoveredSlot[] = [];
    const isCovered = (column: number) => row < coverageEnds && (coveredUntil[column] ?? 0) > row;
    let coveredColumns = 0;
    if (row < coverageEnds) {
      for (let column = 0; column < columnCount; column += 1) {
        if (!isCovered(column)) continue;
        coveredColumns += 1;
        const slot = coveredBy[column];
        if (slot !== undefined && slot.origin.column === column) covered.push(slot);
      }
    }
    if (cells === null) {
      if (covered.length > 0) placements.set(row, { cells: null, covered, filled: columnCount + coveredColumns });
      return;
    }
    const placed: PlacedCell[] = [];
    let column = 0;
    let filled = coveredColumns;
    cells.forEach((spans, cellIndex) => {
      while (column < columnCount && isCovered(column)) column += 1;
      const colSpan = wholeSpan(spans.colSpan);
      const rowSpan = wholeSpan(spans.rowSpan);
      const cell: PlacedCell = { cellIndex, column, colSpan, rowSpan };
      placed.push(cell);
      filled += colSpan;
      for (let reach = column; reach < Math.min(columnCount, column + colSpan); reach += 1) {
        if (isCovered(reach)) {
          issues.push({ row, cellIndex, kind: "overlap" });
          break;
        }
      }
      if (rowSpan > 1) {
        hasRowSpans = true;
        if (row + rowSpan > rows.length) issues.push({ row, cellIndex, kind: "pastEnd" });
        const end = Math.min(rows.length, row + rowSpan);
        for (let reach = column; reach < Math.min(columnCount, column + colSpan); reach += 1) {
          coveredUntil[reach] = end;
          coveredBy[reach] = { originRow: row, origin: cell };
        }
        coverageEnds = Math.max(coverageEnds, end);
      }
      column += colSpan;
    });
    placements.set(row, { cells: placed, covered, filled });
  });

  return { rowAt: (row) => placements.get(row), issues, hasRowSpans };
}
