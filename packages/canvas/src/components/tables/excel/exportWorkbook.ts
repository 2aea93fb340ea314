import { columnNumberFormats, createRowWriter, type ExportColumn, type ExportRow, headerRow } from "./sheetRows";
import {
  CONTENT_TYPES,
  corePropertiesXml,
  excelColumnWidth,
  PACKAGE_RELATIONSHIPS,
  SHEET_END,
  sheetStart,
  stylesXml,
  WORKBOOK_RELATIONSHIPS,
  workbookXml,
} from "./xlsxParts";
import { ZipArchive } from "./zipArchive";

export type { ExportColumn, ExportRow } from "./sheetRows";

/** The rows an Excel sheet holds under its header row (1,048,576 rows in all). */
export const EXCEL_MAX_DATA_ROWS = 1_048_575;
/** The sheet's name (canvas-components §7). */
export const EXPORT_SHEET_NAME = "Grid Data";
export const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rows written between two looks at the clock. */
const ROWS_PER_CHECK = 100;
/** Sheet text handed to the compressor at a time. */
const WRITE_CHARS = 1 << 16;
/** How long the export works before it lets the page handle input and paint again. */
const DEFAULT_SLICE_MS = 12;

export type ExportProgress = { written: number; total: number };

export type ExportWorkbookOptions = {
  /** The document title recorded in the file's properties. */
  title?: string;
  /** Hears how many rows are written, after each slice of work and at the end. */
  onProgress?: (progress: ExportProgress) => void;
  /** Stops the export between two slices; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** At most this many rows are written (the sheet's limit unless given). */
  maxRows?: number;
  now?: Date;
  sliceMs?: number;
  /** How the export gives the event loop a turn between slices. */
  yieldToEventLoop?: () => Promise<void>;
};

export type ExportedWorkbook = {
  blob: Blob;
  /** Rows written. */
  rowCount: number;
  /** Rows given; more than rowCount when the sheet could not hold them all. */
  totalRows: number;
  truncated: boolean;
};

type Scheduler = { yield?: () => Promise<void> };

/** A turn of the event loop: `scheduler.yield()` where the browser has it (not slowed in background tabs). */
function defaultYield(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Builds an .xlsx workbook with one sheet, 'Grid Data': a bold header row frozen above the
 * rows, column widths from the table, and typed cells (see `createRowWriter`). The sheet is
 * written and compressed as a stream in slices of about `sliceMs`, giving the event loop a
 * turn between them, so the page stays responsive and memory holds only the compressed file.
 * Rows past `maxRows` (1,048,575, all an Excel sheet holds) are left out and reported.
 */
export async function exportWorkbook(
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
  options: ExportWorkbookOptions = {},
): Promise<ExportedWorkbook> {
  const { signal, onProgress } = options;
  const now = options.now ?? new Date();
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const yieldToEventLoop = options.yieldToEventLoop ?? defaultYield;
  const maxRows = Math.min(options.maxRows ?? EXCEL_MAX_DATA_ROWS, EXCEL_MAX_DATA_ROWS);
  const total = Math.min(rows.length, maxRows);
  signal?.throwIfAborted();

  const { formats, formatOfColumn } = columnNumberFormats(columns);
  const styleOfColumn = formatOfColumn.map((format) => (format === null ? 0 : 2 + formats.indexOf(format)));
  const zip = new ZipArchive(now);
  await zip.addText("[Content_Types].xml", CONTENT_TYPES);
  await zip.addText("_rels/.rels", PACKAGE_RELATIONSHIPS);
  await zip.addText("docProps/core.xml", corePropertiesXml(options.title ?? EXPORT_SHEET_NAME, now));
  await zip.addText("xl/workbook.xml", workbookXml(EXPORT_SHEET_NAME));
  await zip.addText("xl/_rels/workbook.xml.rels", WORKBOOK_RELATIONSHIPS);
  await zip.addText("xl/styles.xml", stylesXml(formats));

  const sheet = zip.openEntry("xl/worksheets/sheet1.xml");
  const widths = columns.map((column) => excelColumnWidth(column.width));
  await sheet.write(sheetStart(widths, total + 1) + headerRow(columns));
  const writeRow = createRowWriter(columns, styleOfColumn);
  let written = 0;
  let pending = "";
  let sliceStarted = performance.now();
  while (written < total) {
    const end = Math.min(total, written + ROWS_PER_CHECK);
    for (; written < end; written += 1) pending += writeRow(written + 2, rows[written] ?? {});
    const sliceOver = performance.now() - sliceStarted >= sliceMs && written < total;
    if (pending.length >= WRITE_CHARS || sliceOver) {
      await sheet.write(pending);
      pending = "";
    }
    if (sliceOver) {
      onProgress?.({ written, total });
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
  }
  await sheet.write(pending + SHEET_END);
  await sheet.close();
  const blob = zip.finish(XLSX_MIME_TYPE);
  onProgress?.({ written: total, total });
  return { blob, rowCount: total, totalRows: rows.length, truncated: rows.length > total };
}
