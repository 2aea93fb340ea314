import { type CellSpans, type Placement, placeCells } from "./gridPlacement";
import { gridTypeNames, isRecord, toCellType } from "./gridTypes";

/** canvas-components §5, data grid: the messages shown under 'Missing configuration'. */
export const MISSING_CONFIGURATION_TITLE = "Missing configuration";
export const NAME_REQUIRED = 'The "name" prop is required.';
export const COLUMNS_REQUIRED = '"columns" must be a non-empty array of column definitions.';
export const ROWS_MUST_BE_A_LIST = '"rows" must be a list of rows (or nothing while they load).';

/** Checks the attributes the grid cannot start without: its name and its columns. */
export function validateGridConfig(config: { name: unknown; columns: unknown; rows: unknown }): string[] {
  const problems: string[] = [];
  if (typeof config.name !== "string" || config.name.trim() === "") problems.push(NAME_REQUIRED);
  if (!Array.isArray(config.columns) || config.columns.length === 0) problems.push(COLUMNS_REQUIRED);
  if (config.rows !== undefined && config.rows !== null && !Array.isArray(config.rows)) {
    problems.push(ROWS_MUST_BE_A_LIST);
  }
  return problems;
}

/**
 * The layout the checks read. `rows[0]` is the sticky top (header) row; the rows after it are numbered from
 * 1, as authors list them. A row either lists its `cells` (each with a type, a value and optional spans) or
 * holds one value per column field, its cells then being the columns'.
 */
export type GridLayoutInput = {
  readonly columns: readonly unknown[];
  readonly rows: readonly unknown[];
  readonly stickyLeft: number;
  readonly stickyRight: number;
};

export type GridLayoutReport = {
  /** Problems that stop the grid from being drawn, as the bulleted list shows them. */
  readonly problems: readonly string[];
  /** Where every cell sits, when the rows could be placed. */
  readonly placement: Placement | null;
};

const SHOWN = 5;

/** 'a', 'a and b', 'a, b and c', 'a, b, c, d, e and 3 more'. */
export function listed(items: readonly string[]): string {
  const shown = items.slice(0, SHOWN);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

const isId = (value: unknown): value is string | number =>
  (typeof value === "string" && value.trim() !== "") || (typeof value === "number" && Number.isFinite(value));

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const typeList = gridTypeNames.join(", ");

function rowName(row: unknown, index: number): string {
  if (index === 0) return "the header row";
  return isRecord(row) && isId(row.id) ? `row "${row.id}"` : `row ${index}`;
}

const isWholeSpan = (span: unknown) =>
  span === undefined || (typeof span === "number" && Number.isInteger(span) && span >= 1);

function checkColumns(columns: readonly unknown[], problems: string[]): void {
  if (columns.length === 0) {
    problems.push("The layout has no columns.");
    return;
  }
  const notObjects: string[] = [];
  const withoutId: string[] = [];
  const firstByField = new Map<string, number>();
  const duplicates: string[] = [];
  const unknownTypes: string[] = [];
  columns.forEach((column, index) => {
    const number = String(index + 1);
    if (!isRecord(column)) {
      notObjects.push(number);
      return;
    }
    if (!isId(column.field)) withoutId.push(number);
    else {
      const field = String(column.field);
      const first = firstByField.get(field);
      if (first === undefined) firstByField.set(field, index + 1);
      else duplicates.push(`columns ${first} and ${number} share "${field}"`);
    }
    if (column.type !== undefined && toCellType(column.type) === null) {
      unknownTypes.push(`"${String(column.field ?? number)}" has "${String(column.type)}"`);
    }
  });
  if (notObjects.length > 0) {
    problems.push(
      `${plural(notObjects.length, "Column", "Columns")} ${listed(notObjects)} ${plural(notObjects.length, "is not a column definition", "are not column definitions")}: write each as an object with a "field".`,
    );
  }
  if (withoutId.length > 0) {
    problems.push(
      `${plural(withoutId.length, "Column", "Columns")} ${listed(withoutId)} ${plural(withoutId.length, "has", "have")} no id: give each column a "field".`,
    );
  }
  if (duplicates.length > 0) {
    problems.push(`Each column needs its own "field", but ${listed(duplicates)}.`);
  }
  if (unknownTypes.length > 0) {
    problems.push(`Unknown column type: column ${listed(unknownTypes)}. Use one of ${typeList}.`);
  }
}

function checkSticky(layout: GridLayoutInput, problems: string[]): void {
  const { stickyLeft, stickyRight } = layout;
  const count = layout.columns.length;
  const pinned = stickyLeft + stickyRight;
  if (count === 0 || pinned === 0 || count > pinned) return;
  problems.push(
    `The grid has ${count} ${plural(count, "column", "columns")}, but stickyLeft (${stickyLeft}) and stickyRight ` +
      `(${stickyRight}) pin ${pinned}: leave at least one column to scroll between them.`,
  );
}

type RowFindings = {
  withoutId: string[];
  duplicateIds: string[];
  withoutCells: string[];
  cellsWithoutType: string[];
  unknownCellTypes: string[];
  badSpans: string[];
};

/** Fields whose value every row of values must hold (a jsx column with getContent makes its own content). */
function fieldsNeedingValues(columns: readonly unknown[]): string[] {
  return columns.flatMap((column) =>
    isRecord(column) && isId(column.field) && !(column.type === "jsx" && typeof column.getContent === "function")
      ? [String(column.field)]
      : [],
  );
}

function checkCells(cells: readonly unknown[], name: string, findings: RowFindings): CellSpans[] {
  return cells.map((cell, cellIndex) => {
    const where = `cell ${cellIndex + 1} of ${name}`;
    if (!isRecord(cell) || cell.type === undefined || cell.type === null || cell.type === "") {
      findings.cellsWithoutType.push(where);
    } else if (toCellType(cell.type) === null) {
      findings.unknownCellTypes.push(`${where} ("${String(cell.type)}")`);
    }
    if (!isRecord(cell)) return { rowSpan: 1, colSpan: 1 };
    if (!isWholeSpan(cell.rowSpan)) findings.badSpans.push(`${where} has rowSpan ${String(cell.rowSpan)}`);
    if (!isWholeSpan(cell.colSpan)) findings.badSpans.push(`${where} has colSpan ${String(cell.colSpan)}`);
    return {
      rowSpan: typeof cell.rowSpan === "number" ? cell.rowSpan : 1,
      colSpan: typeof cell.colSpan === "number" ? cell.colSpan : 1,
    };
  });
}

function checkRows(layout: GridLayoutInput, problems: string[]): (CellSpans[] | null)[] {
  const findings: RowFindings = {
    withoutId: [],
    duplicateIds: [],
    withoutCells: [],
    cellsWithoutType: [],
    unknownCellTypes: [],
    badSpans: [],
  };
  const { rows } = layout;
  const seenIds = new Set<unknown>();
  const spans: (CellSpans[] | null)[] = new Array(rows.length).fill(null);
  // Plain loops: grids of 100,000 rows are common, and a row's name is only made for a row with a finding.
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    if (!isRecord(row)) {
      findings.withoutId.push(String(index));
      continue;
    }
    if (!isId(row.id)) findings.withoutId.push(String(index));
    else if (index > 0 && seenIds.size === seenIds.add(row.id).size) {
      const first = rows.findIndex((other, at) => at > 0 && isRecord(other) && other.id === row.id);
      findings.duplicateIds.push(`rows ${first} and ${index} share "${row.id}"`);
    }
    if (row.cells === undefined) continue;
    if (!Array.isArray(row.cells) || row.cells.length === 0) findings.withoutCells.push(rowName(row, index));
    else spans[index] = checkCells(row.cells, rowName(row, index), findings);
  }

  if (findings.withoutId.length > 0) {
    const count = findings.withoutId.length;
    problems.push(
      findings.withoutId[0] === "0" && count === 1
        ? 'The header row has no "id".'
        : `${plural(count, "Row", "Rows")} ${listed(findings.withoutId)} ${plural(count, "has", "have")} no "id": give every row an id of its own.`,
    );
  }
  if (findings.duplicateIds.length > 0)
    problems.push(`Each row needs its own "id", but ${listed(findings.duplicateIds)}.`);
  if (findings.withoutCells.length > 0) {
    problems.push(
      `${capitalise(listed(findings.withoutCells))} ${plural(findings.withoutCells.length, "has", "have")} no cells: list its "cells", or give it one value per column field instead of a "cells" entry.`,
    );
  }
  if (findings.cellsWithoutType.length > 0) {
    problems.push(
      `Every cell needs a "type", but ${listed(findings.cellsWithoutType)} ${plural(findings.cellsWithoutType.length, "has", "have")} none.`,
    );
  }
  if (findings.unknownCellTypes.length > 0) {
    problems.push(`Unknown cell type: ${listed(findings.unknownCellTypes)}. Use one of ${typeList}.`);
  }
  if (findings.badSpans.length > 0) {
    problems.push(`Spans are whole numbers from 1, but ${listed(findings.badSpans)}.`);
  }
  return spans;
}

function checkPlacement(layout: GridLayoutInput, placement: Placement, problems: string[]): void {
  const columnCount = layout.columns.length;
  const mismatches: string[] = [];
  layout.rows.forEach((row, index) => {
    const filled = placement.rowAt(index)?.filled ?? columnCount;
    if (filled !== columnCount) mismatches.push(`${rowName(row, index)} fills ${filled}`);
  });
  if (mismatches.length > 0) {
    problems.push(
      `Every row must fill the grid's ${columnCount} ${plural(columnCount, "column", "columns")} (counting spans), but ${listed(mismatches)}.`,
    );
  }
  const pastEnd = placement.issues.filter((issue) => issue.kind === "pastEnd");
  if (pastEnd.length > 0) {
    const cells = pastEnd.map(
      (issue) => `cell ${issue.cellIndex + 1} of ${rowName(layout.rows[issue.row], issue.row)}`,
    );
    problems.push(`${capitalise(listed(cells))} ${plural(cells.length, "spans", "span")} past the last row.`);
  }
  const overlaps = placement.issues.filter((issue) => issue.kind === "overlap");
  if (overlaps.length > 0) {
    const cells = overlaps.map(
      (issue) => `cell ${issue.cellIndex + 1} of ${rowName(layout.rows[issue.row], issue.row)}`,
    );
    problems.push(
      `${capitalise(listed(cells))} ${plural(cells.length, "overlaps", "overlap")} a cell spanning down from a row above.`,
    );
  }
}

/**
 * Checks a grid layout (canvas-components §5): columns with ids, at least one column between the sticky ones,
 * rows with ids and cells, cells with a known type and whole spans, and every row filling the columns once its
 * spans are counted. Cells without a value are not problems: see findCellsWithoutValue.
 */
export function validateGridLayout(layout: GridLayoutInput): GridLayoutReport {
  const problems: string[] = [];
  checkColumns(layout.columns, problems);
  checkSticky(layout, problems);
  if (layout.rows.length === 0) {
    problems.push("The layout has no rows: it needs at least its header row.");
    return { problems, placement: null };
  }
  const spans = checkRows(layout, problems);
  if (layout.columns.length === 0) return { problems, placement: null };
  const placement = placeCells(spans, layout.columns.length);
  checkPlacement(layout, placement, problems);
  return { problems, placement };
}

/**
 * The cells without a value, as one console warning (canvas-components §5: they only warn), or null. Rows of
 * values are read field by field, so each loop reads one property of rows shaped alike.
 */
export function findCellsWithoutValue(layout: GridLayoutInput): string | null {
  const missing: { row: number; text: string }[] = [];
  const { rows } = layout;
  const valueRows: number[] = [];
  rows.forEach((row, index) => {
    if (index === 0 || !isRecord(row)) return;
    if (row.cells === undefined) {
      valueRows.push(index);
      return;
    }
    if (!Array.isArray(row.cells)) return;
    row.cells.forEach((cell, cellIndex) => {
      if (isRecord(cell) && cell.value === undefined) {
        missing.push({ row: index, text: `cell ${cellIndex + 1} of ${rowName(row, index)}` });
      }
    });
  });
  for (const field of fieldsNeedingValues(layout.columns)) {
    for (const index of valueRows) {
      const row = rows[index] as Readonly<Record<string, unknown>>;
      if (row[field] === undefined) missing.push({ row: index, text: `"${field}" of ${rowName(row, index)}` });
    }
  }
  if (missing.length === 0) return null;
  const inOrder = missing.sort((first, second) => first.row - second.row).map((entry) => entry.text);
  return `${missing.length} ${plural(missing.length, "cell has", "cells have")} no value: ${listed(inOrder)}.`;
}
