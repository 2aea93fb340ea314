import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { sizeGridViewportsForTests } from "../../test/gridViewportSize";
import { renderExample } from "../../test/renderExample";
import { gridsComponentDocs } from "./docs";
import { gridsComponents } from "./index";

sizeGridViewportsForTests(1200, 400);

const examples = namedExamples(gridsComponentDocs);
const exampleOf = (title: string) => findExample(gridsComponentDocs, "DataGrid", title);
const loaded = async (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull(), { timeout: 5_000 });

describe("grids examples", () => {
  it("lists the family's components in gallery order", () => {
    expect(gridsComponents.map((component) => component.name)).toEqual(["DataGrid"]);
    expect(gridsComponents.every((component) => component.family === "grids")).toBe(true);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
  });

  it("edits the shift plan into its parameters and calls the template's onCellEdited", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample(
      "plan",
      exampleOf("Shift plan: sticky truck and status columns, pits that fold, editable cells"),
    );
    await loaded(container);
    const grid = await screen.findByRole("grid", { name: "Day shift plan, 3 November" });
    const truckRow = within(grid)
      .getAllByRole("row")
      .find((row) => row.textContent?.includes("HT-05"));
    const loads = truckRow?.querySelector<HTMLElement>('[data-column="4"]');
    if (!loads) throw new Error("No loads cell of HT-05.");
    act(() => loads.focus());
    await user.keyboard("11{Enter}");
    const parameters = runtime.getSnapshot().parameters;
    expect(
      (parameters.shiftPlan as Array<{ id: string; loads?: number }>).find((row) => row.id === "HT-05")?.loads,
    ).toBe(11);
    expect(parameters.shiftPlanEdits).toHaveLength(1);
    expect(parameters.lastEdit).toBe("HT-05: loads changed");
    expect(within(grid).getAllByText("Ready").length).toBeGreaterThan(0);
  });

  it("shows authors the broken layout's problems and the missing configuration", async () => {
    const { container } = renderExample("broken", exampleOf("What authors see when the layout is wrong"));
    await loaded(container);
    const panels = await screen.findAllByRole("alert");
    expect(panels).toHaveLength(2);
    expect(panels.map((panel) => within(panel).getByText("Missing configuration"))).toHaveLength(2);
    expect(
      within(panels[0] as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      'Column 2 has no id: give each column a "field".',
      "The grid has 3 columns, but stickyLeft (2) and stickyRight (1) pin 3: leave at least one column to scroll between them.",
      'Row 2 has no "id": give every row an id of its own.',
      'Every cell needs a "type", but cell 1 of row 2 has none.',
      'Every row must fill the grid\'s 3 columns (counting spans), but row "t1" fills 2.',
    ]);
    expect(
      within(panels[1] as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['The "name" prop is required.', '"columns" must be a non-empty array of column definitions.']);
  });

  it("shows the empty grid's 'No Data'", async () => {
    const { container } = renderExample("empty", exampleOf("Search, and the grid's empty states"));
    await loaded(container);
    const alerts = await screen.findByRole("grid", { name: "Open alerts" });
    expect(within(alerts).getByText("No Data")).toBeTruthy();
    expect(within(alerts).getByText("No Rows To Show Here")).toBeTruthy();
  });
});
