import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Table from "./Table";
import { tablePropsSchema } from "./Table.meta";

const props = (input: Record<string, unknown>) => tablePropsSchema.parse(input);

const flights = [
  { departure: "2001-01-02T06:05:00", destination: "LGA", delay: -3, onTime: true, gate: "B12" },
  { departure: "2001-01-02T07:15:00", destination: "LAX", delay: 48, onTime: false, gate: "C3" },
  { departure: "2001-01-02T09:30:00", destination: "SFO", delay: 95, onTime: false, gate: "C7" },
];
const flightColumns = [
  { field: "departure", headerName: "Departure", type: "date", valueFormat: "D MMM HH:mm", width: 160 },
  { field: "destination", headerName: "To", width: 80 },
  { field: "delay", headerName: "Delay (min)", type: "number", valueFormat: 0, width: 120 },
  { field: "onTime", headerName: "On time", type: "boolean" },
];

type Download = { blob: Blob; fileName: string };

/** Catches the file the page downloads (a blob URL and a link click). */
function catchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ blob, fileName: this.download });
  });
  return downloads;
}

function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function sheetOf(download: Download | undefined): Promise<ExcelJS.Worksheet> {
  if (download === undefined) throw new Error("Nothing was downloaded.");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(download.blob));
  const sheet = workbook.getWorksheet("Grid Data");
  if (sheet === undefined) throw new Error("The workbook has no 'Grid Data' sheet.");
  return sheet;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[])
    .slice(1)
    .map((value) => (value instanceof Date ? value.toISOString() : value));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 9, 5, 7, 4, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Table export to Excel", { timeout: 30_000 }, () => {
  it("downloads '{title} - YYYY-MM-DD-HHmm.xlsx' with the rows and typed cells, and says so", async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    renderInCanvas(
      <Table {...props({ title: "Departures", exportable: true, rows: flights, columns: flightColumns })} />,
    );
    await user.click(await screen.findByRole("button", { name: "Export to Excel" }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe("Departures - 2026-10-05-0704.xlsx");
    expect(downloads[0]?.blob.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const sheet = await sheetOf(downloads[0]);
    expect(rowValues(sheet, 1)).toEqual(["Departure", "To", "Delay (min)", "On time"]);
    expect(rowValues(sheet, 2)).toEqual(["2001-01-02T06:05:00.000Z", "LGA", -3, true]);
    expect(rowValues(sheet, 4)).toEqual(["2001-01-02T09:30:00.000Z", "SFO", 95, false]);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe("d mmm hh:mm");
    expect(sheet.getColumn(1).width).toBeCloseTo((160 - 5) / 7, 1);
    expect(sheet.rowCount).toBe(4);
    expect(await screen.findByText("Exported 3 rows to 'Departures - 2026-10-05-0704.xlsx'.")).toBeTruthy();
  });

  it("names the file after the page title when the table has none", async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    document.title = "Flight log · Storyframe Demo";
    renderInCanvas(<Table {...props({ exportable: true, rows: flights, columns: flightColumns })} />);
    await user.click(await screen.findByRole("button", { name: "Export to Excel" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe("Flight log · Storyframe Demo - 2026-10-05-0704.xlsx");
  });

  it("exports the rows as the grid shows them: searched, sorted and edited", async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    const { container } = renderInCanvas(
      <Table
        {...props({
          title: "Departures",
          exportable: true,
          searchable: true,
          rows: flights,
          columns: flightColumns.map((column) =>
            column.field === "destination" ? { ...column, editable: true } : column,
          ),
        })}
      />,
    );
    const laxCell = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-id="1"] [data-field="destination"]');
      if (found === null) throw new Error("no cell");
      return found;
    });
    await user.dblClick(laxCell);
    const input = laxCell.querySelector("input") as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "LAS{Enter}");
    await user.type(screen.getByRole("searchbox", { name: "Search the rows" }), "S");
    await waitFor(() => expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(2));
    await user.click(screen.getByRole("columnheader", { name: "Delay (min)" }));
    await user.click(screen.getByRole("columnheader", { name: "Delay (min)" }));

    await user.click(screen.getByRole("button", { name: "Export to Excel" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const sheet = await sheetOf(downloads[0]);
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(sheet, 2)).toEqual(["2001-01-02T09:30:00.000Z", "SFO", 95, false]);
    expect(rowValues(sheet, 3)).toEqual(["2001-01-02T07:15:00.000Z", "LAS", 48, false]);
  });

  it("shows its progress with a Cancel button, and cancelling downloads nothing", async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    const many = Array.from({ length: 60_000 }, (_, index) => ({ ...flights[index % 3], delay: index }));
    renderInCanvas(<Table {...props({ title: "Log", exportable: true, rows: many, columns: flightColumns })} />);
    await user.click(await screen.findByRole("button", { name: "Export to Excel" }, { timeout: 15_000 }));

    const progress = await screen.findByRole("progressbar", { name: "Export progress" });
    await waitFor(() => expect(Number(progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0), { timeout: 5_000 });
    expect(Number(progress.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect(screen.getByRole("status").textContent).toMatch(/^Exporting… \d{1,2}%$/);
    expect(screen.queryByRole("button", { name: "Export to Excel" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(await screen.findByRole("button", { name: "Export to Excel" })).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "Export progress" })).toBeNull();
    expect(downloads).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers no export unless asked to", async () => {
    renderInCanvas(<Table {...props({ title: "Departures", rows: flights, columns: flightColumns })} />);
    await screen.findByRole("grid", { name: "Departures" });
    expect(screen.queryByRole("button", { name: "Export to Excel" })).toBeNull();
  });
});
