// @vitest-environment node
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  EXCEL_MAX_DATA_ROWS,
  EXPORT_SHEET_NAME,
  type ExportColumn,
  type ExportProgress,
  exportWorkbook,
  XLSX_MIME_TYPE,
} from "./exportWorkbook";

const columns: ExportColumn[] = [
  { field: "departure", header: "Departure", type: "date", width: 150 },
  { field: "delay", header: "Delay (min)", type: "number", width: 100, valueFormat: 0 },
  { field: "origin", header: "Origin", type: "string", width: 80 },
  { field: "onTime", header: "On time", type: "boolean", width: 90 },
  { field: "share", header: "Share", type: "number", width: 100, valueFormat: "percent:1" },
];

async function readBack(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error("no sheet");
  return sheet;
}

const noWait = async () => {};

describe("exportWorkbook", { timeout: 30_000 }, () => {
  it("writes one 'Grid Data' sheet with a bold header and typed cells that Excel reads back as such", async () => {
    const rows = [
      { departure: "2001-01-01T00:47:00", delay: 66, origin: "DTW", onTime: false, share: 0.125 },
      { departure: "2001-01-13T08:11:00", delay: -5, origin: "LAS", onTime: true, share: "0.5" },
    ];
    const { blob, rowCount, totalRows, truncated } = await exportWorkbook(columns, rows, {
      yieldToEventLoop: noWait,
    });
    expect(blob.type).toBe(XLSX_MIME_TYPE);
    expect({ rowCount, totalRows, truncated }).toEqual({ rowCount: 2, totalRows: 2, truncated: false });

    const sheet = await readBack(blob);
    expect(sheet.name).toBe(EXPORT_SHEET_NAME);
    expect(EXPORT_SHEET_NAME).toBe("Grid Data");
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1);
    expect([1, 2, 3, 4, 5].map((column) => header.getCell(column).value)).toEqual([
      "Departure",
      "Delay (min)",
      "Origin",
      "On time",
      "Share",
    ]);
    expect([1, 2, 3, 4, 5].every((column) => header.getCell(column).font?.bold === true)).toBe(true);

    const first = sheet.getRow(2);
    const departure = first.getCell(1).value;
    expect(departure).toBeInstanceOf(Date);
    expect((departure as Date).toISOString()).toBe("2001-01-01T00:47:00.000Z");
    expect(first.getCell(1).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(first.getCell(2).value).toBe(66);
    expect(first.getCell(2).numFmt).toBe("#,##0");
    expect(first.getCell(3).value).toBe("DTW");
    expect(first.getCell(4).value).toBe(false);
    expect(first.getCell(5).value).toBe(0.125);
    expect(first.getCell(5).numFmt).toBe("0.0%");

    const second = sheet.getRow(3);
    expect((second.getCell(1).value as Date).toISOString()).toBe("2001-01-13T08:11:00.000Z");
    expect(second.getCell(2).value).toBe(-5);
    expect(second.getCell(4).value).toBe(true);
    expect(second.getCell(5).value).toBe(0.5);
    expect(sheet.getColumn(1).width).toBe(20.71);
    expect(sheet.getColumn(3).width).toBe(10.71);
  });

  it("leaves empty values out and writes values that are not of their column's kind as text", async () => {
    const rows = [
      { departure: "not a date", delay: "n/a", origin: 512, onTime: "maybe", share: null },
      { departure: "1899-12-31", delay: undefined, origin: "", onTime: null, share: "" },
      { departure: { at: "noon" }, origin: ["A", "B"] },
    ];
    const sheet = await readBack((await exportWorkbook(columns, rows, { yieldToEventLoop: noWait })).blob);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("not a date");
    expect(first.getCell(2).value).toBe("n/a");
    expect(first.getCell(3).value).toBe("512");
    expect(first.getCell(4).value).toBe("maybe");
    expect(first.getCell(5).value).toBeNull();
    const second = sheet.getRow(3);
    // Before 1 March 1900 Excel's calendar is off by a day, so such dates stay text.
    expect(second.getCell(1).value).toBe("1899-12-31");
    expect([2, 3, 4, 5].map((column) => second.getCell(column).value)).toEqual([null, null, null, null]);
    expect(sheet.getRow(4).getCell(1).value).toBe('{"at":"noon"}');
    expect(sheet.getRow(4).getCell(3).value).toBe('["A","B"]');
  });

  it("keeps markup, quotes, spaces and line breaks of text, and drops characters XML cannot hold", async () => {
    const text = [{ field: "note", header: 'Note <"&">', type: "string" as const, width: 200 }];
    const rows = [{ note: '<b>late</b> & "rebooked"' }, { note: "  two\nlines " }, { note: "bell\u0007 end" }];
    const sheet = await readBack((await exportWorkbook(text, rows, { yieldToEventLoop: noWait })).blob);
    expect(sheet.getRow(1).getCell(1).value).toBe('Note <"&">');
    expect(sheet.getRow(2).getCell(1).value).toBe('<b>late</b> & "rebooked"');
    expect(sheet.getRow(3).getCell(1).value).toBe("  two\nlines ");
    expect(sheet.getRow(4).getCell(1).value).toBe("bell end");
  });

  it("reports progress after each slice and at the end, giving the event loop a turn in between", async () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => ({
      departure: "2001-01-02T10:00:00",
      delay: index,
      origin: "ORD",
      onTime: index % 2 === 0,
      share: index / 5_000,
    }));
    const progress: ExportProgress[] = [];
    let turns = 0;
    const { rowCount } = await exportWorkbook(columns, rows, {
      sliceMs: 0,
      onProgress: (step) => progress.push(step),
      yieldToEventLoop: async () => {
        turns += 1;
      },
    });
    expect(rowCount).toBe(5_000);
    // With no time allowed per slice, every look at the clock (each 100 rows) ends a slice.
    expect(turns).toBe(49);
    expect(progress.map((step) => step.written)).toEqual(Array.from({ length: 50 }, (_, step) => (step + 1) * 100));
    expect(progress.every((step) => step.total === 5_000)).toBe(true);
  });

  it("stops between slices when cancelled", async () => {
    const rows = Array.from({ length: 3_000 }, (_, index) => ({ origin: `A${index}` }));
    const controller = new AbortController();
    const written: number[] = [];
    const exporting = exportWorkbook(columns, rows, {
      sliceMs: 0,
      signal: controller.signal,
      onProgress: (step) => written.push(step.written),
      yieldToEventLoop: async () => controller.abort(),
    });
    await expect(exporting).rejects.toMatchObject({ name: "AbortError" });
    expect(written).toEqual([100]);
  });

  it("writes at most the rows a sheet holds and says how many were given", async () => {
    expect(EXCEL_MAX_DATA_ROWS).toBe(1_048_575);
    const rows = Array.from({ length: 5 }, (_, index) => ({ delay: index }));
    const result = await exportWorkbook(columns, rows, { maxRows: 3, yieldToEventLoop: noWait });
    expect(result).toMatchObject({ rowCount: 3, totalRows: 5, truncated: true });
    const sheet = await readBack(result.blob);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(2).value).toBe(2);
  });

  it("round-trips a large export row for row", async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => ({
      departure: new Date(Date.UTC(2001, 0, 1) + index * 60_000).toISOString(),
      delay: (index % 120) - 20,
      origin: ["ORD", "ATL", "DFW"][index % 3],
      onTime: index % 5 !== 0,
      share: index / 20_000,
    }));
    const sheet = await readBack((await exportWorkbook(columns, rows, { yieldToEventLoop: noWait })).blob);
    expect(sheet.rowCount).toBe(20_001);
    for (const index of [0, 777, 19_999]) {
      const row = sheet.getRow(index + 2);
      const expected = rows[index] as (typeof rows)[number];
      expect((row.getCell(1).value as Date).toISOString()).toBe(expected.departure);
      expect(row.getCell(2).value).toBe(expected.delay);
      expect(row.getCell(3).value).toBe(expected.origin);
      expect(row.getCell(4).value).toBe(expected.onTime);
      expect(row.getCell(5).value).toBe(expected.share);
    }
  });
});
