import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { contrastRatio } from "../../shared/palette";
import KpiMosaic from "./KpiMosaic";
import { kpiMosaicPropsSchema } from "./KpiMosaic.meta";
import { datasetColors, NAVIGATE_TO_BUSINESS_MAP, NAVIGATE_TO_DASHBOARD } from "./KpiMosaicCell";

const props = (input: Record<string, unknown>) => kpiMosaicPropsSchema.parse(input);

const columns = {
  output: { display: "Output", children: { tonnes: "Tonnes", loads: "Loads" } },
  safety: { display: { text: "Safety", subtext: "incidents" } },
};
const rows = {
  gauteng: { display: "Gauteng", children: { north: "North pit", south: "South pit" } },
  limpopo: { display: "Limpopo", collapsed: true, children: { mogalakwena: "Mogalakwena" } },
};
const cell = (row: string, column: string, extra: Record<string, unknown> = {}) => ({
  row_coordinate: row,
  column_coordinate: column,
  datasets: [{ value: `${row}/${column}` }],
  ...extra,
});
const cells = [
  cell("north", "tonnes"),
  cell("north", "loads"),
  cell("gauteng", "output", { datasets: [{ title: "Hauled", value: 84080, unit: "t", decimals: 0 }] }),
  cell("gauteng", "tonnes"),
  cell("mogalakwena", "tonnes"),
];

const tileAt = (container: HTMLElement, row: string, column: string) =>
  container.querySelector(`[data-row="${row}"][data-column="${column}"]`) as HTMLElement | null;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("KpiMosaic", () => {
  it("writes column groups as spanning header rows and places cells by their coordinates", () => {
    const { container } = renderInCanvas(<KpiMosaic {...props({ columns, rows, cells, corner: "Region / site" })} />);
    const table = screen.getByRole("table", { name: "KPI mosaic" });
    const headerRows = [...container.querySelectorAll("thead tr")].map((row) =>
      [...row.querySelectorAll("th")].map((th) => `${th.textContent}|${th.colSpan}x${th.rowSpan}|${th.scope}`),
    );
    expect(headerRows).toEqual([
      ["Region / site|1x2|col", "Output|2x1|colgroup", "Safetyincidents|1x2|col"],
      ["Tonnes|1x1|col", "Loads|1x1|col"],
    ]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((heading) => heading.textContent),
    ).toEqual(["Gauteng", "North pit", "South pit", "Limpopo"]);
    expect(tileAt(container, "north", "loads")?.textContent).toBe("north/loads");
    const southRow = screen.getByRole("rowheader", { name: "South pit" }).closest("tr") as HTMLElement;
    expect(
      within(southRow)
        .getAllByRole("cell")
        .every((td) => td.className.includes("--empty")),
    ).toBe(true);
  });

  it("indents child rows under their group", () => {
    renderInCanvas(<KpiMosaic {...props({ columns, rows, cells })} />);
    expect(screen.getByRole("rowheader", { name: "Gauteng" }).style.paddingLeft).toBe("8px");
    expect(screen.getByRole("rowheader", { name: "North pit" }).style.paddingLeft).toBe("26px");
  });

  it("folds a column group into one column showing the group's own cells, writing the parameter", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderInCanvas(
      <KpiMosaic {...props({ columns, rows, cells, expandedColumnsParameter: "openAreas" })} />,
    );
    const output = screen.getByRole("button", { name: "Output" });
    expect(output.getAttribute("aria-expanded")).toBe("true");
    await user.click(output);
    expect(runtime.getSnapshot().parameters.openAreas).toEqual([]);
    expect(output.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("columnheader", { name: "Tonnes" })).toBeNull();
    expect(tileAt(container, "gauteng", "output")?.textContent).toBe("Hauled84,080 t");
    expect(tileAt(container, "north", "tonnes")).toBeNull();
  });

  it("opens a row group marked collapsed and follows the bound parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <KpiMosaic {...props({ columns, rows, cells, expandedRowsParameter: "openRegions" })} />,
    );
    expect(screen.queryByRole("rowheader", { name: "Mogalakwena" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Limpopo" }));
    expect(runtime.getSnapshot().parameters.openRegions).toEqual(["gauteng", "limpopo"]);
    expect(screen.getByRole("rowheader", { name: "Mogalakwena" })).toBeTruthy();
  });

  it("starts from the bound parameter's groups", () => {
    renderInCanvas(<KpiMosaic {...props({ columns, rows, cells, expandedRowsParameter: "openRegions" })} />, {
      parameters: { openRegions: ["limpopo"] },
    });
    expect(screen.queryByRole("rowheader", { name: "North pit" })).toBeNull();
    expect(screen.getByRole("rowheader", { name: "Mogalakwena" })).toBeTruthy();
  });

  it("resets groups that do not exist to the initial ones, with a console warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { runtime } = renderInCanvas(
      <KpiMosaic {...props({ columns, rows, cells, expandedRowsParameter: "openRegions" })} />,
      { parameters: { openRegions: ["atlantis"] } },
    );
    await waitFor(() => expect(runtime.getSnapshot().parameters.openRegions).toEqual(["gauteng"]));
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      `KpiMosaic row groups: the visible set ["atlantis"] in 'openRegions' does not match the available ones; showing the initial ones.`,
    );
  });

  it("shows Navigate to Business Map top left and Navigate to Dashboard top right, calling back with the target", async () => {
    const user = userEvent.setup();
    const onNavigateToBusinessMap = vi.fn();
    const onNavigateToDashboard = vi.fn(
      (_target: unknown, _cell: unknown, api: { setParameter: (n: string, v: unknown) => void }) =>
        api.setParameter("site", "north"),
    );
    const { container, runtime } = renderInCanvas(
      <KpiMosaic
        {...props({
          columns,
          rows,
          cells: [
            cell("north", "tonnes", { targets: { businessMap: { lat: -26.3 }, dashboard: "north" } }),
            cell("north", "loads"),
          ],
          onNavigateToBusinessMap,
          onNavigateToDashboard,
        })}
      />,
    );
    const tile = tileAt(container, "north", "tonnes") as HTMLElement;
    const map = within(tile).getByRole("button", { name: NAVIGATE_TO_BUSINESS_MAP });
    const dashboard = within(tile).getByRole("button", { name: NAVIGATE_TO_DASHBOARD });
    expect(map.className).toContain("sf-kpi-mosaic__nav--left");
    expect(dashboard.className).toContain("sf-kpi-mosaic__nav--right");
    expect(NAVIGATE_TO_BUSINESS_MAP).toBe("Navigate to Business Map");
    expect(NAVIGATE_TO_DASHBOARD).toBe("Navigate to Dashboard");

    await user.click(map);
    expect(onNavigateToBusinessMap).toHaveBeenCalledWith(
      { lat: -26.3 },
      expect.objectContaining({ row_coordinate: "north" }),
      expect.anything(),
    );
    await user.click(dashboard);
    expect(runtime.getSnapshot().parameters.site).toBe("north");
    expect(within(tileAt(container, "north", "loads") as HTMLElement).queryAllByRole("button")).toHaveLength(0);
  });

  it("follows an address target without a callback, and refuses unsafe addresses", () => {
    const { container } = renderInCanvas(
      <KpiMosaic
        {...props({
          columns,
          rows,
          cells: [
            cell("north", "tonnes", { targets: { dashboard: "/storylines/fleet-operations" } }),
            cell("north", "loads", { targets: { dashboard: "javascript:alert(1)", businessMap: { id: 1 } } }),
          ],
        })}
      />,
    );
    const link = within(tileAt(container, "north", "tonnes") as HTMLElement).getByRole("link", {
      name: NAVIGATE_TO_DASHBOARD,
    });
    expect(link.getAttribute("href")).toBe("/storylines/fleet-operations");
    const unsafe = tileAt(container, "north", "loads") as HTMLElement;
    expect(within(unsafe).queryByRole("link")).toBeNull();
    expect(within(unsafe).queryByRole("button")).toBeNull();
  });

  it("offers hover items as links, buttons or notes, and makes a tile with notes focusable", async () => {
    const user = userEvent.setup();
    const onHoverItemClick = vi.fn();
    const hoverItems = [
      { label: "Shift log", href: "https://example.com/log" },
      { label: "Queue", value: "queue", icon: "timer" },
    ];
    const { container, unmount } = renderInCanvas(
      <KpiMosaic {...props({ columns, rows, cells: [cell("north", "tonnes", { hoverItems })], onHoverItemClick })} />,
    );
    const tile = tileAt(container, "north", "tonnes") as HTMLElement;
    expect(within(tile).getByRole("link", { name: "Shift log" }).getAttribute("href")).toBe("https://example.com/log");
    // The items show while the tile is hovered or holds the focus; the keyboard reaches them either way.
    within(tile).getByRole("button", { name: "Queue" }).focus();
    await user.keyboard("{Enter}");
    expect(onHoverItemClick).toHaveBeenCalledWith(
      expect.objectContaining({ label: "Queue", value: "queue" }),
      expect.objectContaining({ column_coordinate: "tonnes" }),
      expect.anything(),
    );
    expect(tile.tabIndex).toBe(-1);
    unmount();

    const notes = renderInCanvas(
      <KpiMosaic
        {...props({ columns, rows, cells: [cell("north", "tonnes", { hoverItems: [{ label: "Two breakdowns" }] })] })}
      />,
    );
    const noted = tileAt(notes.container, "north", "tonnes") as HTMLElement;
    expect(noted.tabIndex).toBe(0);
    expect(within(noted).getByText("Two breakdowns").tagName).toBe("SPAN");
  });

  it("colours datasets by class with icons that say so, and picks readable text on a coloured tile", () => {
    const { container } = renderInCanvas(
      <KpiMosaic
        {...props({
          columns,
          rows,
          cells: [
            cell("north", "tonnes", {
              datasets: [
                { value: "92%", class: "positive" },
                { title: "Cycle", value: 34.2, class: "warning" },
              ],
            }),
            cell("north", "loads", { backgroundColor: "darkblue", datasets: [{ value: 3, class: "negative" }] }),
          ],
        })}
      />,
    );
    const tile = tileAt(container, "north", "tonnes") as HTMLElement;
    expect(within(tile).getByRole("img", { name: "Positive" })).toBeTruthy();
    expect(within(tile).getByRole("img", { name: "Warning" })).toBeTruthy();
    const values = tile.querySelectorAll<HTMLElement>(".sf-kpi-mosaic__dataset-value");
    expect(values[0]?.style.color).toBe("rgb(46, 125, 50)");
    const coloured = tileAt(container, "north", "loads") as HTMLElement;
    expect(coloured.style.background).toBe("rgb(40, 53, 147)");
    expect(coloured.style.color).toBe("rgb(255, 255, 255)");
    expect(coloured.querySelector<HTMLElement>(".sf-kpi-mosaic__dataset-value")?.style.color).toBe("");
    expect(within(coloured).getByRole("img", { name: "Negative" })).toBeTruthy();
  });

  it("keeps every dataset class colour at 4.5:1 or more on a white tile", () => {
    for (const color of Object.values(datasetColors)) {
      expect(contrastRatio(color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("refuses keys that repeat across levels", () => {
    const result = kpiMosaicPropsSchema.safeParse({
      columns,
      rows: { a: { display: "A", children: { a: "A again" } } },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["rows"],
      message: "Keys must be unique across all levels: 'a' appears twice.",
    });
  });
});
