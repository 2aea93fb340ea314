import { type ParsedCell, parseCellText } from "./cellValue";
import type { GridCellType, GridOption } from "./gridTypes";

/**
 * Splits text copied from a spreadsheet into rows of cells: rows end at a line break, cells at a tab. Text
 * ending in "\r\n" (Excel on Windows ends every copy with one) loses those last two characters first, and a
 * single trailing "\n" (other spreadsheets) is dropped the same way, so no empty row is pasted. A cell that
 * starts with a double quote is read as spreadsheets quote cells holding tabs, line breaks or quotes:
 * `"a ""b"" c"` is `a "b" c`.
 */
export function parseClipboard(text: string): string[][] {
  let body = text;
  if (body.endsWith("\r\n")) body = body.slice(0, -2);
  else if (body.endsWith("\n")) body = body.slice(0, -1);
  if (body === "") return [];
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at <= body.length) {
    const quoted = body[at] === '"' ? readQuoted(body, at) : null;
    let cell: string;
    if (quoted !== null) {
      cell = quoted.cell;
      at = quoted.end;
    } else {
      const end = nextBreak(body, at);
      cell = body.slice(at, end);
      at = end;
    }
    row.push(cell);
    if (at >= body.length) break;
    if (body[at] === "\t") {
      at += 1;
      continue;
    }
    // A line break: "\r\n", "\n" or "\r".
    at += body.startsWith("\r\n", at) ? 2 : 1;
    rows.push(row);
    row = [];
  }
  rows.push(row);
  return rows;
}

function nextBreak(body: string, from: number): number {
  for (let at = from; at < body.length; at += 1) {
    const char = body[at];
    if (char === "\t" || char === "\n" || char === "\r") return at;
  }
  return body.length;
}

/** A quoted cell from `start`, or null when the quote does not close right before a tab, a break or the end. */
function readQuoted(body: string, start: number): { cell: string; end: number } | null {
  let cell = "";
  let at = start + 1;
  while (at < body.length) {
    const char = body[at];
    if (char === '"') {
      if (body[at + 1] === '"') {
        cell += '"';
        at += 2;
        continue;
      }
      const after = body[at + 1];
      if (after === undefined || after === "\t" || after === "\n" || after === "\r") return { cell, end: at + 1 };
      return null;
    }
    cell += char;
    at += 1;
  }
  return null;
}

/** What the paste needs to know of one cell of the grid as shown. */
export type PasteTarget = {
  readonly type: GridCellType;
  readonly editable: boolean;
  readonly options: readonly GridOption[];
  /** The column's title, to name it in a message. */
  readonly columnTitle: string;
};

/** The grid as shown, from the paste's point of view: rows as displayed, columns left to right. */
export type PasteGrid = {
  readonly rowCount: number;
  readonly columnCount: number;
  /** The cell at a displayed row and column; null for a slot another cell spans over. */
  targetAt(row: number, column: number): PasteTarget | null;
};

/** One cell a paste changes: where, and the typed value it gets. */
type PasteChange = { readonly row: number; readonly column: number; readonly value: unknown };

export type PastePlan = { readonly changes: readonly PasteChange[]; readonly problems: readonly string[] };

/**
 * Lays the pasted cells over the grid from the focused cell, right and down: each value is typed by the cell
 * it lands in (a number column gets numbers, a dropdown the matching option…). Cells that cannot be edited
 * keep their value, values that do not fit their cell and cells beyond the grid's edges are left out, each
 * with a problem to log.
 */
export function planPaste(
  matrix: readonly (readonly string[])[],
  from: { row: number; column: number },
  grid: PasteGrid,
): PastePlan {
  const changes: PasteChange[] = [];
  const problems: string[] = [];
  let rowsCut = 0;
  let columnsCut = 0;
  matrix.forEach((cells, rowOffset) => {
    const row = from.row + rowOffset;
    if (row >= grid.rowCount) {
      rowsCut += 1;
      return;
    }
    cells.forEach((text, columnOffset) => {
      const column = from.column + columnOffset;
      if (column >= grid.columnCount) {
        if (rowOffset === 0) columnsCut += 1;
        return;
      }
      const target = grid.targetAt(row, column);
      if (target === null || !target.editable) return;
      const result: ParsedCell = parseCellText(target.type, text, target.options);
      if (result.ok) changes.push({ row, column, value: result.value });
      else
        problems.push(
          `Row ${row + 1}, column "${target.columnTitle}": ${result.message}; the cell was left as it was.`,
        );
    });
  });
  if (rowsCut > 0)
    problems.push(
      `${rowsCut} pasted ${rowsCut === 1 ? "row did" : "rows did"} not fit below the last row and ${rowsCut === 1 ? "was" : "were"} left out.`,
    );
  if (columnsCut > 0)
    problems.push(
      `${columnsCut} pasted ${columnsCut === 1 ? "column did" : "columns did"} not fit right of the last column and ${columnsCut === 1 ? "was" : "were"} left out.`,
    );
  return { changes, problems };
}
