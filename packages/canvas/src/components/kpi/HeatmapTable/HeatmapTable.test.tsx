import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import HeatmapTable from "./HeatmapTable";
import { heatmapTablePropsSchema } from "./HeatmapTable.meta";

const props = (input: Record<string, unknown>) => heatmapTablePropsSchema.parse(input);

const columns = [
  { title: "2026", children: [{ title: "Q3", children: [{ title: "Aug" }, { title: "Sep" }] }, { title: "Q4" }] },
  { title: "Target" },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("HeatmapTable", () => {
  it("writes nested column headings as header rows with colSpan, rowSpan and scope", () => {
    const { container } = renderInCanvas(
      <HeatmapTable {...props({ columns, rows: [], caption: "Availability", rowHeaderTitle: "Model" })} />,
    );
    const table = screen.getByRole("table", { name: "Availability" });
    const headerRows = [...container.querySelectorAll("thead tr")].map((row) =>
      [...row.querySelectorAll("th")].map(
        (th) => `${th.textContent}|${th.getAttribute("scope")}|${th.colSpan}x${th.rowSpan}`,
      ),
    );
    expect(headerRows).toEqual([
      ["Model|col|1x3", "2026|colgroup|3x1", "Target|col|1x3"],
      ["Q3|colgroup|2x1", "Q4|col|1x2"],
      ["Aug|col|1x1", "Sep|col|1x1"],
    ]);
    expect(within(table).getAllByRole("columnheader").length).toBe(7);
  });

  it("gives each row a row heading and one cell per leaf column, padding missing cells", () => {
    renderInCanvas(
      <HeatmapTable
        {...props({
          columns,
          rows: [{ title: "CAT 785D", cells: [{ content: 0.914, backgroundColor: "green" }, null] }],
          decimals: 2,
        })}
      />,
    );
    const rowHeading = screen.getByRole("rowheader", { name: "CAT 785D" });
    expect(rowHeading.getAttribute("scope")).toBe("row");
    const cells = within(rowHeading.closest("tr") as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["0.91", "", "", ""]);
  });

  it("paints cells and picks readable text when no text colour is given", () => {
    renderInCanvas(
      <HeatmapTable
        {...props({
          columns: [{ title: "A" }, { title: "B" }, { title: "C" }],
          rows: [
            {
              title: "Route",
              cells: [
                { content: "35.6", backgroundColor: "#c62828" },
                { content: "29.8", backgroundColor: "#c8e6c9" },
                { content: "x", backgroundColor: "#c8e6c9", foregroundColor: "#1a237e" },
              ],
            },
          ],
        })}
      />,
    );
    const [dark, light, own] = within(screen.getByRole("rowheader").closest("tr") as HTMLElement).getAllByRole("cell");
    expect(dark?.style.background).toBe("rgb(198, 40, 40)");
    expect(dark?.style.color).toBe("rgb(255, 255, 255)");
    expect(light?.style.color).toBe("rgb(33, 33, 33)");
    expect(own?.style.color).toBe("rgb(26, 35, 126)");
  });

  it("warns about cells beyond the last column and leaves them out", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderInCanvas(
      <HeatmapTable
        {...props({ columns: [{ title: "Only" }], rows: [{ title: "R", cells: [{ content: 1 }, { content: 2 }] }] })}
      />,
    );
    expect(screen.getAllByRole("cell")).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      "HeatmapTable: rows R have more cells than the 1 columns; the extra cells are not shown.",
    );
  });

  it("is a keyboard-reachable region so a wide table can scroll", () => {
    renderInCanvas(<HeatmapTable {...props({ columns: [{ title: "A" }], caption: "Cycle times" })} />);
    expect(screen.getByRole("region", { name: "Cycle times" }).tabIndex).toBe(0);
  });

  it("needs at least one column", () => {
    expect(heatmapTablePropsSchema.safeParse({ columns: [] }).error?.issues[0]?.message).toBe(
      "Give at least one column.",
    );
  });
});
