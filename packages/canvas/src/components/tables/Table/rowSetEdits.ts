import { changedFields, type GridRow, isTableRow, sameCellValue, type TableRow, toGridRows } from "./tableRows";

/** The edits of one row set: the grid's rows, the rows with their edits, and the edited fields of each row. */
export type RowSetEdits = {
  readonly original: readonly TableRow[];
  readonly gridRows: readonly GridRow[];
  readonly current: TableRow[];
  readonly edited: Map<number, ReadonlySet<string>>;
  /** Taken over from the all-rows parameter, which therefore already holds them. */
  readonly restored: boolean;
};

/** A row set without edits. */
export function freshEdits(rows: readonly TableRow[]): RowSetEdits {
  return { original: rows, gridRows: toGridRows(rows), current: [...rows], edited: new Map(), restored: false };
}

/** Whether a stored row is a version of `row`: the same values in every field that cannot be edited. */
function isVersionOf(stored: TableRow, row: TableRow, editable: ReadonlySet<string>): boolean {
  const keys = new Set([...Object.keys(row), ...Object.keys(stored)]);
  for (const key of keys) {
    if (!editable.has(key) && !sameCellValue(stored[key], row[key])) return false;
  }
  return true;
}

/**
 * The edits a table had before it was shown again (its frame left and re-entered, or shown in a
 * preview), read back from its all-rows parameter: the stored rows when they are this row set,
 * row for row, with only editable fields changed. Null when they are not (another row set).
 */
export function restoredEdits(
  rows: readonly TableRow[],
  stored: unknown,
  fields: readonly string[],
  editable: ReadonlySet<string>,
): RowSetEdits | null {
  if (!Array.isArray(stored) || stored.length !== rows.length) return null;
  for (let index = 0; index < rows.length; index += 1) {
    const row = stored[index];
    if (!isTableRow(row) || !isVersionOf(row, rows[index] as TableRow, editable)) return null;
  }
  const current = stored as TableRow[];
  const edited = new Map<number, ReadonlySet<string>>();
  current.forEach((row, index) => {
    const differing = changedFields(row, rows[index] as TableRow, fields);
    if (differing.length > 0) edited.set(index, new Set(differing));
  });
  return { original: rows, gridRows: toGridRows(current), current: [...current], edited, restored: true };
}

/** The edited rows in row order, as the edited-rows parameter holds them. */
export function editedRowsOf(edits: RowSetEdits): TableRow[] {
  return [...edits.edited.keys()].sort((a, b) => a - b).map((index) => edits.current[index] as TableRow);
}
