import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { kpiComponents } from ".";
import { kpiComponentDocs } from "./docs";

const examples = namedExamples(kpiComponentDocs);

const exampleOf = (component: string, title: string) => findExample(kpiComponentDocs, component, title);

async function loaded(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull(), { timeout: 5_000 });
}

describe("kpi examples", () => {
  it("lists the family in gallery order", () => {
    expect(kpiComponents.map((component) => component.name)).toEqual([
      "KpiIndicator",
      "KpiProfile",
      "DeltaRow",
      "ProgressBar",
      "MinMaxIndicator",
      "KpiMosaic",
      "Mosaic",
      "HeatmapTable",
    ]);
    expect(kpiComponents.every((component) => component.family === "kpi")).toBe(true);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const container = await expectExampleRendersCleanly(name, example);
    expect(container.querySelector(".sf-graphic--unknown, .sf-icon-unknown, .sf-mosaic-missing-input")).toBeNull();
    expect(container.textContent?.trim()).not.toBe("");
  });

  it("the site mosaic writes the shown sites when a row is folded", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("sites", exampleOf("Mosaic", "Site KPIs against plan"));
    await loaded(container);
    const southPit = await screen.findByRole("button", { name: "South pit" });
    await user.click(southPit);
    expect(runtime.getSnapshot().parameters.shownSites).toEqual(["North pit", "Crusher", "Stockpile 1", "East dump"]);
    expect(southPit.getAttribute("aria-expanded")).toBe("false");
  });

  it("the truck mosaic builds its grid from rows in the template", async () => {
    const { container } = renderExample("trucks", exampleOf("Mosaic", "Utilisation by truck and day, from rows"));
    await loaded(container);
    const table = screen.getByRole("table", { name: "Utilisation by truck and day" });
    expect(within(table).getAllByRole("rowheader")).toHaveLength(5);
    const workshop = within(table).getAllByText("In workshop");
    expect(workshop).toHaveLength(2);
  });

  it("the regional KPI mosaic expands a region and navigates through the callbacks", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("regions", exampleOf("KpiMosaic", "Regions and sites"));
    await loaded(container);
    const limpopo = await screen.findByRole("button", { name: /Limpopo/ });
    expect(limpopo.getAttribute("aria-expanded")).toBe("false");
    await user.click(limpopo);
    expect(runtime.getSnapshot().parameters.openRegions).toEqual(["gauteng", "limpopo"]);
    expect(screen.getByRole("rowheader", { name: "Mogalakwena" })).toBeTruthy();

    const northTonnes = container.querySelector('[data-row="north"][data-column="tonnes"]') as HTMLElement;
    await user.click(within(northTonnes).getByRole("button", { name: "Navigate to Dashboard" }));
    expect(runtime.getSnapshot().parameters.dashboardSite).toBe("north");
    await user.click(within(northTonnes).getByRole("button", { name: "Navigate to Business Map" }));
    expect(runtime.getSnapshot().parameters.mapSite).toBe("north");
    within(northTonnes).getByRole("button", { name: "Shift log" }).focus();
    await user.keyboard("{Enter}");
    expect(runtime.getSnapshot().parameters.opened).toBe("shift-log of north");
  }, 15_000);
});
