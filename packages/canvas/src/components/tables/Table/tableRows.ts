/** One row of a table: field name → value, as a data source answers it. */
export type TableRow = Readonly<Record<string, unknown>>;

/** A row is a plain object (not null, not an array). */
export function isTableRow(value: unknown): value is TableRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Two cell values are the same when identical, equal dates, or equal as JSON (objects and arrays). */
export function sameCellValue(first: unknown, second: unknown): boolean {
  if (Object.is(first, second)) return true;
  if (first instanceof Date && second instanceof Date) return first.getTime() === second.getTime();
  if (typeof first !== "object" || typeof second !== "object" || first === null || second === null) return false;
  return JSON.stringify(first) === JSON.stringify(second);
}

function sameRow(first: TableRow, second: TableRow): boolean {
  if (first === second) return true;
  const keys = Object.keys(first);
  if (keys.length !== Object.keys(second).length) return false;
  return keys.every((key) => Object.hasOwn(second, key) && sameCellValue(first[key], second[key]));
}

/**
 * Whether two row sets hold the same rows with the same values. A template that writes its rows
 * inline builds new objects on every render; those are the same row set, not a changed one.
 */
export function sameRows(first: readonly TableRow[] | undefined, second: readonly TableRow[] | undefined): boolean {
  if (first === second) return true;
  if (first === undefined || second === undefined || first.length !== second.length) return false;
  for (let index = 0; index < first.length; index += 1) {
    if (!sameRow(first[index] as TableRow, second[index] as TableRow)) return false;
  }
  return true;
}

/** The fields whose value differs between two versions of a row. */
export function changedFields(row: TableRow, other: TableRow, fields: readonly string[]): string[] {
  return fields.filter((field) => !sameCellValue(row[field], other[field]));
}

/** Where a grid row keeps its position in the row set: a symbol, so it never meets a field of the data. */
const ROW_ID: unique symbol = Symbol("sf-table-row-id");

/** A row as the grid holds it: the row's fields and its position in the row set. */
export type GridRow = TableRow & { readonly [ROW_ID]: number };

/**
 * The rows for the grid, each tagged with its position in the row set as its id. The grid
 * copies rows with the spread operator while editing, and the tag goes along with the copy.
 */
export function toGridRows(rows: readonly TableRow[]): GridRow[] {
  return rows.map((row, index) => ({ ...row, [ROW_ID]: index }));
}

/** The id of a grid row. */
export function rowIdOf(row: TableRow): number {
  const id = (row as Partial<GridRow>)[ROW_ID];
  if (id === undefined) throw new Error("The table was given a row it does not know.");
  return id;
}

/** A grid row as the template sees it: its fields only. */
export function plainRow(row: TableRow): TableRow {
  const { [ROW_ID]: _id, ...fields } = row as GridRow;
  return fields;
}
