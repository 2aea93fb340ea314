import type { GridColDef } from "@mui/x-data-grid";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { KEY_COLUMN_CLASS, STICKY_KEY_GRID_CLASS, withStickyKeyColumn } from "./stickyKeyColumn";
import Table from "./Table";
import { tablePropsSchema } from "./Table.meta";

const columns: GridColDef[] = [{ field: "truck" }, { field: "tonnes" }, { field: "loads" }];

describe("the sticky key column", { timeout: 30_000 }, () => {
  it("marks only the first column's cells and header as the key column", () => {
    const [first, ...rest] = withStickyKeyColumn(columns);
    expect(first?.cellClassName).toContain(KEY_COLUMN_CLASS);
    expect(first?.headerClassName).toContain(KEY_COLUMN_CLASS);
    expect(first?.cellClassName).toContain("MuiDataGrid-cell--pinnedLeft");
    for (const column of rest) expect(column).toEqual(columns[rest.indexOf(column) + 1]);
  });

  it("leaves a table of one column alone: there is nothing to scroll beneath it", () => {
    expect(withStickyKeyColumn([{ field: "truck" }])).toEqual([{ field: "truck" }]);
  });

  it("keeps the first column of a rendered table in the page with the key class", async () => {
    const { container } = renderInCanvas(
      <Table
        {...tablePropsSchema.parse({
          title: "Trucks",
          rows: [{ truck: "HT-07", tonnes: 1234, loads: 12 }],
          columns: [
            { field: "truck", headerName: "Truck" },
            { field: "tonnes", headerName: "Tonnes", type: "number" },
            { field: "loads", headerName: "Loads", type: "number" },
          ],
        })}
      />,
    );
    const header = await screen.findByRole("columnheader", { name: "Truck" });
    expect(header.classList.contains(KEY_COLUMN_CLASS)).toBe(true);
    const keyCells = [...container.querySelectorAll(`[role="gridcell"].${KEY_COLUMN_CLASS}`)];
    expect(keyCells.map((cell) => cell.textContent)).toEqual(["HT-07"]);
    expect(screen.getByRole("columnheader", { name: "Tonnes" }).classList.contains(KEY_COLUMN_CLASS)).toBe(false);
  });

  it("marks the grid of a loading table, whose placeholder rows keep their first cell in view too", async () => {
    const { container } = renderInCanvas(
      <Table
        {...tablePropsSchema.parse({
          title: "Trucks",
          columns: [
            { field: "truck", headerName: "Truck" },
            { field: "tonnes", headerName: "Tonnes", type: "number" },
          ],
        })}
      />,
    );
    await screen.findByRole("columnheader", { name: "Truck" });
    expect(container.querySelector(".MuiDataGrid-root")?.classList.contains(STICKY_KEY_GRID_CLASS)).toBe(true);
    const placeholders = [...container.querySelectorAll<HTMLElement>(".MuiDataGrid-cellSkeleton")];
    const keyPlaceholder = placeholders.find((cell) => cell.dataset.field === "truck");
    const otherPlaceholder = placeholders.find((cell) => cell.dataset.field === "tonnes");
    expect(keyPlaceholder && getComputedStyle(keyPlaceholder).position).toBe("sticky");
    expect(otherPlaceholder && getComputedStyle(otherPlaceholder).position).not.toBe("sticky");
  });

  it("leaves the grid of a one-column table unmarked", async () => {
    const { container } = renderInCanvas(
      <Table
        {...tablePropsSchema.parse({ rows: [{ truck: "HT-07" }], columns: [{ field: "truck", headerName: "Truck" }] })}
      />,
    );
    await screen.findByRole("columnheader", { name: "Truck" });
    expect(container.querySelector(".MuiDataGrid-root")?.classList.contains(STICKY_KEY_GRID_CLASS)).toBe(false);
  });
});
