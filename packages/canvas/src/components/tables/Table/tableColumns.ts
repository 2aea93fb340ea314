import type { GridColDef } from "@mui/x-data-grid";
import { DEFAULT_DATE_PATTERN, formatDate } from "../../../template/formatDate";
import { formatNumber, formatPercent } from "../../../template/formatNumber";
import {
  patternHasTime,
  toBooleanOrNull,
  toLocalDate,
  toNumberOrNull,
  wallClockOf,
  wallClockText,
} from "../shared/cellValues";
import { DEFAULT_NUMBER_FORMAT, parseNumberFormat } from "../shared/numberFormat";
import { DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type TableColumn, type TableColumnType } from "./Table.meta";
import type { TableRow } from "./tableRows";

/** A column with every default filled in. */
export type ResolvedColumn = {
  field: string;
  headerName: string;
  type: TableColumnType;
  width: number;
  flex: number | undefined;
  editable: boolean;
  valueFormat: string | number | undefined;
};

/** Rows looked at to guess a column's kind when the template gives no columns. */
const ROWS_SAMPLED = 50;

/** The kind of a column from its first values: numbers, booleans, dates (ISO text or Date), else text. */
export function inferColumnType(values: readonly unknown[]): TableColumnType {
  const present = values.filter((value) => value !== null && value !== undefined && value !== "");
  if (present.length === 0) return "string";
  if (present.every((value) => typeof value === "number")) return "number";
  if (present.every((value) => typeof value === "boolean")) return "boolean";
  const isDate = (value: unknown) =>
    value instanceof Date ||
    (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) && wallClockOf(value) !== null);
  return present.every(isDate) ? "date" : "string";
}

/** The template's columns with their defaults, or one column per field of the first row when it gives none. */
export function resolveColumns(
  columns: readonly TableColumn[] | undefined,
  rows: readonly TableRow[],
): ResolvedColumn[] {
  if (columns !== undefined) {
    return columns.map((column) => ({
      field: column.field,
      headerName: column.headerName ?? column.field,
      type: column.type,
      width: Math.max(column.width ?? DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH),
      flex: column.flex,
      editable: column.editable,
      valueFormat: column.valueFormat,
    }));
  }
  const sample = rows.slice(0, ROWS_SAMPLED);
  return Object.keys(rows[0] ?? {}).map((field) => ({
    field,
    headerName: field,
    type: inferColumnType(sample.map((row) => row[field])),
    width: DEFAULT_COLUMN_WIDTH,
    flex: undefined,
    editable: false,
    valueFormat: undefined,
  }));
}

/** Text of a value in a text column (objects as JSON). */
function displayText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

/** The grid's definition of a column: its kind, how values sort and show, and how an edit is stored. */
export function toGridColumn(column: ResolvedColumn): GridColDef<TableRow> {
  const base = {
    field: column.field,
    headerName: column.headerName,
    width: column.width,
    // A flexible column grows from its width; the others can be narrowed down to the minimum.
    minWidth: column.flex === undefined ? MIN_COLUMN_WIDTH : column.width,
    ...(column.flex === undefined ? {} : { flex: column.flex }),
    editable: column.editable,
  };
  switch (column.type) {
    case "number": {
      const { style, decimals } = parseNumberFormat(column.valueFormat) ?? DEFAULT_NUMBER_FORMAT;
      const format = style === "percent" ? formatPercent : formatNumber;
      return {
        ...base,
        type: "number",
        valueGetter: (value: unknown) => toNumberOrNull(value),
        valueFormatter: (value: unknown) => format(value, decimals),
      };
    }
    case "date": {
      const pattern = typeof column.valueFormat === "string" ? column.valueFormat : DEFAULT_DATE_PATTERN;
      const withTime = patternHasTime(pattern);
      return {
        ...base,
        type: withTime ? "dateTime" : "date",
        // The grid sorts and edits local Dates; the row keeps its own text, shown as fmt.date shows it.
        valueGetter: (value: unknown) => toLocalDate(value),
        valueFormatter: (_value: unknown, row: TableRow) => formatDate(row[column.field], pattern),
        valueSetter: (value: unknown, row: TableRow) => ({
          ...row,
          [column.field]:
            value instanceof Date && !Number.isNaN(value.getTime()) ? wallClockText(value, withTime) : null,
        }),
      };
    }
    case "boolean":
      return { ...base, type: "boolean", valueGetter: (value: unknown) => toBooleanOrNull(value) };
    default:
      return { ...base, type: "string", valueFormatter: (value: unknown) => displayText(value) };
  }
}
