import { toBooleanOrNull, toNumberOrNull, type WallClock, wallClockOf } from "../shared/cellValues";
import { DEFAULT_NUMBER_FORMAT, parseNumberFormat } from "../shared/numberFormat";
import { excelDateFormat, excelNumberFormat } from "./excelFormats";
import { columnLetters, textCell } from "./xlsxParts";

/** The kinds of value a table column holds; each is written to Excel as its own cell type. */
type ExportColumnType = "string" | "number" | "date" | "boolean";

/** A column as exported: its field, header text, kind, width in pixels and display format. */
export type ExportColumn = {
  field: string;
  header: string;
  type: ExportColumnType;
  width: number;
  /** Decimals or "percent[:n]" for numbers, a fmt.date pattern for dates. */
  valueFormat?: string | number | undefined;
};

export type ExportRow = Readonly<Record<string, unknown>>;

const DEFAULT_DATE_FORMAT = "YYYY-MM-DD HH:mm";
const MS_PER_DAY = 86_400_000;
/** Days from Excel's day 0 (1899-12-30 in its 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;
/** Serial of 1900-03-01: before it Excel's 1900 leap-year quirk shifts dates, so earlier ones are written as text. */
const FIRST_RELIABLE_SERIAL = 61;
/** Serial of 9999-12-31, the last date Excel holds. */
const LAST_SERIAL = 2_958_465;

/** The Excel date serial of calendar fields (time as the fraction of the day), or null outside Excel's range. */
function excelSerial(clock: WallClock): number | null {
  const time = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const serial = time / MS_PER_DAY + EXCEL_EPOCH_OFFSET;
  return serial >= FIRST_RELIABLE_SERIAL && serial < LAST_SERIAL + 1 ? serial : null;
}

/** The number format of each column (null for none) and the distinct formats in order. */
export function columnNumberFormats(columns: readonly ExportColumn[]): {
  formats: string[];
  formatOfColumn: (string | null)[];
} {
  const formatOfColumn = columns.map((column) => {
    if (column.type === "date") {
      return excelDateFormat(typeof column.valueFormat === "string" ? column.valueFormat : DEFAULT_DATE_FORMAT);
    }
    if (column.type === "number") {
      return excelNumberFormat(parseNumberFormat(column.valueFormat) ?? DEFAULT_NUMBER_FORMAT);
    }
    return null;
  });
  const formats = [...new Set(formatOfColumn.filter((format): format is string => format !== null))];
  return { formats, formatOfColumn };
}

/** Text of a value that is not of its column's kind (or of a text column). */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  return JSON.stringify(value) ?? "";
}

type CellWriter = (reference: string, value: unknown) => string;

function cellWriter(column: ExportColumn, style: number): CellWriter {
  const styled = style === 0 ? "" : ` s="${style}"`;
  const fallback: CellWriter = (reference, value) => {
    const text = asText(value);
    return text === "" ? "" : textCell(reference, text);
  };
  switch (column.type) {
    case "number":
      return (reference, value) => {
        const number = toNumberOrNull(value);
        return number === null ? fallback(reference, value) : `<c r="${reference}"${styled}><v>${number}</v></c>`;
      };
    case "date":
      return (reference, value) => {
        const clock = wallClockOf(value);
        const serial = clock === null ? null : excelSerial(clock);
        return serial === null ? fallback(reference, value) : `<c r="${reference}"${styled}><v>${serial}</v></c>`;
      };
    case "boolean":
      return (reference, value) => {
        const flag = toBooleanOrNull(value);
        return flag === null ? fallback(reference, value) : `<c r="${reference}" t="b"><v>${flag ? 1 : 0}</v></c>`;
      };
    default:
      return fallback;
  }
}

/**
 * Writes the sheet's rows: numbers as numbers, dates as Excel dates in the column's format,
 * booleans as booleans and everything else as text. Empty values (null, undefined, "") leave
 * the cell out. `styleOfColumn` gives each column's cell style (0 for none).
 */
export function createRowWriter(
  columns: readonly ExportColumn[],
  styleOfColumn: readonly number[],
): (rowNumber: number, row: ExportRow) => string {
  const letters = columns.map((_, index) => columnLetters(index));
  const writers = columns.map((column, index) => cellWriter(column, styleOfColumn[index] ?? 0));
  const fields = columns.map((column) => column.field);
  return (rowNumber, row) => {
    let cells = "";
    for (let index = 0; index < fields.length; index += 1) {
      const value = row[fields[index] as string];
      if (value === null || value === undefined || value === "") continue;
      cells += (writers[index] as CellWriter)(`${letters[index]}${rowNumber}`, value);
    }
    return `<row r="${rowNumber}">${cells}</row>`;
  };
}

/** The header row: each column's header in bold (style 1). */
export function headerRow(columns: readonly ExportColumn[]): string {
  const cells = columns.map((column, index) => textCell(`${columnLetters(index)}1`, column.header, 1)).join("");
  return `<row r="1">${cells}</row>`;
}
