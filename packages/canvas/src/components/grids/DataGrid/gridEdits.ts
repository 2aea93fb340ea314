import { sameCellValue } from "./cellValue";
import { type GridRowData, isRecord } from "./gridTypes";

/** Where a cell's value lives in its row: a column field, or an entry of the row's `cells`. */
export type CellSlot = { readonly field: string; readonly cellIndex: number | null };

/** One changed cell: its row (by position in the rows), where in the row, and the new value. */
export type CellWrite = CellSlot & { readonly rowIndex: number; readonly value: unknown };

/** The value of a cell of `row`. */
export function readCell(row: GridRowData | undefined, slot: CellSlot): unknown {
  if (row === undefined) return undefined;
  if (slot.cellIndex === null) return row[slot.field];
  const cells = row.cells;
  const cell = Array.isArray(cells) ? cells[slot.cellIndex] : undefined;
  return isRecord(cell) ? cell.value : undefined;
}

function withValue(row: GridRowData, write: CellWrite): GridRowData {
  if (write.cellIndex === null) return { ...row, [write.field]: write.value };
  const cells = Array.isArray(row.cells) ? row.cells : [];
  return {
    ...row,
    cells: cells.map((cell, index) =>
      index === write.cellIndex && isRecord(cell) ? { ...cell, value: write.value } : cell,
    ),
  };
}

/** The rows with the writes applied: a new list, new objects for the changed rows, the rest shared. */
export function applyWrites(rows: readonly GridRowData[], writes: readonly CellWrite[]): GridRowData[] {
  const next = rows.slice();
  for (const write of writes) {
    const row = next[write.rowIndex];
    if (row !== undefined) next[write.rowIndex] = withValue(row, write);
  }
  return next;
}

/** Whether two lists of rows hold the same rows, by content (a fresh list of equal rows is no change). */
export function sameRows(first: readonly GridRowData[], second: readonly GridRowData[]): boolean {
  if (first === second) return true;
  if (first.length !== second.length) return false;
  for (let index = 0; index < first.length; index += 1) {
    if (!sameCellValue(first[index], second[index])) return false;
  }
  return true;
}

/**
 * The positions of the rows that differ from the rows the grid was given, after `writes`: the rows they touch
 * join or leave `edited` as their content now differs from, or again equals, the original.
 */
export function updateEdited(
  edited: ReadonlySet<number>,
  original: readonly GridRowData[],
  rows: readonly GridRowData[],
  writes: readonly CellWrite[],
): Set<number> {
  const next = new Set(edited);
  for (const write of writes) {
    if (sameCellValue(original[write.rowIndex], rows[write.rowIndex])) next.delete(write.rowIndex);
    else next.add(write.rowIndex);
  }
  return next;
}

/** The edited rows, in the grid's order, as the edited-rows parameter holds them. */
export function editedRowsOf(edited: ReadonlySet<number>, rows: readonly GridRowData[]): GridRowData[] {
  return [...edited]
    .sort((first, second) => first - second)
    .flatMap((index) => {
      const row = rows[index];
      return row === undefined ? [] : [row];
    });
}

/** Whether a cell's value differs from the one the grid was given (a modified cell is highlighted). */
export function isModified(original: GridRowData | undefined, row: GridRowData | undefined, slot: CellSlot): boolean {
  if (original === row || original === undefined) return false;
  return !sameCellValue(readCell(original, slot), readCell(row, slot));
}
