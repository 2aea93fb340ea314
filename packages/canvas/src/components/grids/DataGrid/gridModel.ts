import type { CellSlot } from "./gridEdits";
import type { CellBox } from "./gridNavigation";
import type { CoveredSlot, Placement } from "./gridPlacement";
import {
  type GridCellType,
  type GridColumn,
  type GridOption,
  type GridRowData,
  isEditableType,
  isRecord,
  toLayoutCell,
} from "./gridTypes";

/** A cell as drawn: the columns and shown rows it covers, what it holds and whether the user may change it. */
export type ShownCell = {
  readonly column: number;
  readonly colSpan: number;
  /** Shown rows the cell reaches over (a rowSpan shrinks to the rows still shown under it). */
  readonly rowSpan: number;
  readonly type: GridCellType;
  readonly value: unknown;
  readonly options: readonly GridOption[];
  readonly editable: boolean;
  /** Where the value lives in the row; null for the blank stand-in of a spanning cell that is not shown. */
  readonly slot: CellSlot | null;
};

/** The body of the grid as shown: rows in display order (after folding and search) and their cells. */
export type GridModel = {
  readonly rowCount: number;
  rowIndexAt(position: number): number;
  cellsAt(position: number): readonly ShownCell[];
  /** The cell covering a slot, with the shown row it starts in. */
  cellAt(position: number, column: number): { readonly position: number; readonly cell: ShownCell } | null;
  /** The first shown row of a cell spanning into this one (the row itself when none does). */
  spanStartOf(position: number): number;
};

type ModelInput = {
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRowData[];
  /** Positions in `rows` of the rows shown, in order. */
  readonly shown: Int32Array;
  /** Where the cells of each row sit; rows are numbered as in the layout, the header row being 0. */
  readonly placement: Placement;
};

const covers = (start: number, span: number, column: number) => column >= start && column < start + span;

export function createGridModel({ columns, rows, shown, placement }: ModelInput): GridModel {
  const cache = new Map<number, readonly ShownCell[]>();
  let positions: Int32Array | null = null;
  // Where each row is shown (-1 when it is not); needed only to shrink spans over rows that are hidden.
  const positionOf = (rowIndex: number): number => {
    if (positions === null) {
      positions = new Int32Array(rows.length).fill(-1);
      shown.forEach((index, position) => {
        if (positions !== null) positions[index] = position;
      });
    }
    return positions[rowIndex] ?? -1;
  };
  const rowIndexAt = (position: number) => shown[position] ?? -1;
  const placementOf = (rowIndex: number) => placement.rowAt(rowIndex + 1);

  /** Shown rows a cell of `rowIndex` spanning `rowSpan` rows reaches over: its row and those right under it. */
  const shownSpan = (rowIndex: number, rowSpan: number): number => {
    if (rowSpan === 1) return 1;
    const start = positionOf(rowIndex);
    let span = 1;
    while (span < rowSpan && positionOf(rowIndex + span) === start + span) span += 1;
    return span;
  };
  const spannedInto = (rowIndex: number, slot: CoveredSlot): boolean => {
    const originRow = slot.originRow - 1;
    return positionOf(originRow) >= 0 && shownSpan(originRow, slot.origin.rowSpan) > rowIndex - originRow;
  };

  const valueCells = (row: GridRowData): ShownCell[] =>
    columns.map((column, index) => ({
      column: index,
      colSpan: 1,
      rowSpan: 1,
      type: column.type,
      value: row[column.field],
      options: column.options,
      editable: !column.nonEditable && isEditableType(column.type),
      slot: { field: column.field, cellIndex: null },
    }));

  const buildCells = (position: number): ShownCell[] => {
    const rowIndex = rowIndexAt(position);
    const row = rows[rowIndex];
    if (row === undefined) return [];
    const placed = placementOf(rowIndex);
    if (placed === undefined || placed.cells === null) return valueCells(row);
    const rawCells = Array.isArray(row.cells) ? row.cells : [];
    const cells: ShownCell[] = placed.cells.flatMap((spot) => {
      const column = columns[spot.column];
      const raw = rawCells[spot.cellIndex];
      if (column === undefined || !isRecord(raw)) return [];
      const cell = toLayoutCell(raw);
      return {
        column: spot.column,
        colSpan: Math.min(spot.colSpan, columns.length - spot.column),
        rowSpan: shownSpan(rowIndex, spot.rowSpan),
        type: cell.type,
        value: cell.value,
        options: cell.options ?? column.options,
        editable: !cell.nonEditable && !column.nonEditable && isEditableType(cell.type),
        slot: { field: column.field, cellIndex: spot.cellIndex },
      };
    });
    for (const slot of placed.covered) {
      if (spannedInto(rowIndex, slot)) continue;
      cells.push({
        column: slot.origin.column,
        colSpan: slot.origin.colSpan,
        rowSpan: 1,
        type: "text",
        value: undefined,
        options: [],
        editable: false,
        slot: null,
      });
    }
    return cells.sort((first, second) => first.column - second.column);
  };

  const cellsAt = (position: number): readonly ShownCell[] => {
    const cached = cache.get(position);
    if (cached !== undefined) return cached;
    const cells = buildCells(position);
    cache.set(position, cells);
    return cells;
  };

  const cellAt: GridModel["cellAt"] = (position, column) => {
    const rowIndex = rowIndexAt(position);
    for (const slot of placementOf(rowIndex)?.covered ?? []) {
      if (!covers(slot.origin.column, slot.origin.colSpan, column) || !spannedInto(rowIndex, slot)) continue;
      const originPosition = positionOf(slot.originRow - 1);
      const cell = cellsAt(originPosition).find((candidate) => candidate.column === slot.origin.column);
      return cell === undefined ? null : { position: originPosition, cell };
    }
    const cell = cellsAt(position).find((candidate) => covers(candidate.column, candidate.colSpan, column));
    return cell === undefined ? null : { position, cell };
  };

  const spanStartOf = (position: number): number => {
    if (!placement.hasRowSpans) return position;
    const rowIndex = rowIndexAt(position);
    let start = position;
    for (const slot of placementOf(rowIndex)?.covered ?? []) {
      if (spannedInto(rowIndex, slot)) start = Math.min(start, positionOf(slot.originRow - 1));
    }
    return start;
  };

  return { rowCount: shown.length, rowIndexAt, cellsAt, cellAt, spanStartOf };
}

/** The box the keyboard moves over at a slot: the header row is row 0, shown rows follow from 1. */
export function boxOf(model: GridModel, row: number, column: number): CellBox {
  if (row === 0) return { row, column, rowSpan: 1, colSpan: 1 };
  const found = model.cellAt(row - 1, column);
  if (found === null) return { row, column, rowSpan: 1, colSpan: 1 };
  return {
    row: found.position + 1,
    column: found.cell.column,
    rowSpan: found.cell.rowSpan,
    colSpan: found.cell.colSpan,
  };
}
