import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { exportWorkbook } from "../excel/exportWorkbook";
import Table from "./Table";
import { tablePropsSchema } from "./Table.meta";
import { plainRow } from "./tableRows";

// The writer is replaced here: these tests are about what the table says, not about the file.
vi.mock("../excel/exportWorkbook", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../excel/exportWorkbook")>()),
  exportWorkbook: vi.fn(),
}));

const rows = [
  { code: "ORD", flights: 1061 },
  { code: "ATL", flights: 1089 },
];
const columns = [
  { field: "code", headerName: "Code" },
  { field: "flights", headerName: "Flights", type: "number", valueFormat: 0, width: 120 },
];

function renderTable() {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test/1");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  return renderInCanvas(<Table {...tablePropsSchema.parse({ title: "Airports", exportable: true, rows, columns })} />);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Table export notices", { timeout: 30_000 }, () => {
  it("hands the writer the grid's rows and columns, and says when the sheet could not hold every row", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 0, 2, 9, 5));
    vi.mocked(exportWorkbook).mockResolvedValue({
      blob: new Blob(["xlsx"]),
      rowCount: 1_048_575,
      totalRows: 1_200_000,
      truncated: true,
    });
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole("button", { name: "Export to Excel" }));

    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toBe(
      "Only the first 1,048,575 of 1,200,000 rows were exported to 'Airports - 2026-01-02-0905.xlsx': " +
        "an Excel sheet holds no more.",
    );
    const [exportedColumns, exportedRows, options] = vi.mocked(exportWorkbook).mock.calls[0] ?? [];
    expect(exportedColumns).toEqual([
      { field: "code", header: "Code", type: "string", width: 100, valueFormat: undefined },
      { field: "flights", header: "Flights", type: "number", width: 120, valueFormat: 0 },
    ]);
    expect(exportedRows?.map(plainRow)).toEqual(rows);
    expect(options?.title).toBe("Airports");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows why an export failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(exportWorkbook).mockRejectedValue(new Error("The export is larger than 4 GB."));
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole("button", { name: "Export to Excel" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The export failed: The export is larger than 4 GB.");
    expect(errors).toHaveBeenCalledWith("Table export failed", expect.any(Error));
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeTruthy();
  });
});
