import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, type Violation } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

const kpiComponents = [
  "KpiIndicator",
  "KpiProfile",
  "DeltaRow",
  "ProgressBar",
  "MinMaxIndicator",
  "KpiMosaic",
  "Mosaic",
  "HeatmapTable",
];

const stage = (page: Page) => page.locator(".sf-frame-stage");

// The first queries of a fresh installation wait for the data engine to load the demo data.
test.describe.configure({ timeout: 90_000 });

/** Opens a frame of the fleet storyline by its title in the mini-map. */
async function openFleetFrame(page: Page, title: string): Promise<void> {
  await openSignedIn(page, "/storylines/fleet-operations");
  await miniMap(page).getByRole("button", { name: title }).click();
  await expect(page.getByTestId("frame-title")).toHaveText(title);
  // Away from the mini-map, so its hover preview (also a tooltip) closes before the frame's own tooltips are read.
  await page.getByTestId("frame-title").hover();
  await expect(page.getByRole("tooltip")).toHaveCount(0);
}

test("the KPI strip shows live headline figures with their trends", async ({ page }, testInfo) => {
  await openFleetFrame(page, "Output and utilisation trends");
  const tonnes = stage(page).getByRole("group", { name: "Tonnes hauled" });
  // The first visit waits for the period's figures.
  await expect(tonnes).toContainText(/\d{1,3}(,\d{3})+t/, { timeout: 30_000 });
  const utilisation = stage(page).getByRole("group", { name: "Fleet utilisation" });
  await expect(utilisation.getByRole("img", { name: /^Trend of Fleet utilisation over 14 values/ })).toBeVisible();
  await expect(stage(page).getByRole("group", { name: "Tonnes per day" })).toContainText("Low");
  await stage(page).screenshot({ path: testInfo.outputPath("kpi-strip.png") });
});

test("the KPI mosaic page renders the utilisation heat from live data", async ({ page }, testInfo) => {
  await openFleetFrame(page, "Truck utilisation by day");
  const mosaic = stage(page).getByRole("table", { name: "Utilisation by truck and day" });
  // The first visit loads the mosaic's code and the period's rows.
  await expect(mosaic.getByRole("rowheader")).toHaveCount(24, { timeout: 30_000 });
  await expect(mosaic.getByRole("columnheader")).toHaveCount(15);
  await expect(mosaic.locator("td[data-value]").first()).toHaveText(/^\d+%$/);
  await expect(stage(page)).toContainText("fleet utilisation");

  const cell = mosaic.locator("td[data-tooltip]").first();
  await cell.hover();
  await expect(page.getByRole("tooltip").filter({ hasText: /utilisation \(fleet that day/ })).toBeVisible();
  await stage(page).screenshot({ path: testInfo.outputPath("kpi-mosaic.png") });
});

test("collapsing a mosaic group changes the bound parameter", async ({ page }) => {
  await openFleetFrame(page, "Truck utilisation by day");
  const mosaic = stage(page).getByRole("table", { name: "Utilisation by truck and day" });
  const toggle = mosaic.getByRole("button", { name: /^HT-03/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(stage(page)).toContainText("Every truck is shown in full.");

  await toggle.click();

  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // The note under the mosaic is written from the bound parameter (heatTrucks), not from the mosaic itself.
  await expect(stage(page)).toContainText("Folded away: HT-03.");
  await toggle.click();
  await expect(stage(page)).toContainText("Every truck is shown in full.");
});

/** The violations whose element lies inside one of the gallery sections of `names`. */
async function violationsInSections(page: Page, violations: Violation[], names: string[]): Promise<Violation[]> {
  const inside = await page.evaluate(
    ({ selectors, ids }) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        return element !== null && ids.some((id) => element.closest(`#${id}`) !== null);
      }),
    { selectors: violations.map((violation) => violation.selector), ids: names.map((name) => `component-${name}`) },
  );
  return violations.filter((_, index) => inside[index]);
}

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("the gallery sections of the KPI components have no serious or critical violation", async ({
    page,
  }, testInfo) => {
    // The gallery renders every component's examples; auditing the whole page takes a while.
    test.setTimeout(120_000);
    await openSignedIn(page, "/gallery", DEMO.developer);
    await expect(page.getByRole("heading", { level: 1, name: "Component gallery" })).toBeVisible();
    // Sections render a few at a time; following the index link of the last KPI component renders up to it.
    const index = page.getByRole("navigation", { name: "Components" });
    await expect(index.getByRole("link").first()).toBeVisible({ timeout: 20_000 });
    const names = await index.getByRole("link").allTextContents();
    const last = names.filter((name) => kpiComponents.includes(name)).at(-1);
    expect(last).toBeDefined();
    await index.getByRole("link", { name: last, exact: true }).click();
    await expect(page.getByRole("region", { name: last, exact: true })).toBeInViewport();
    await expect(page.locator(".sf-component-loading")).toHaveCount(0, { timeout: 60_000 });
    for (const name of kpiComponents) {
      const section = page.getByRole("region", { name, exact: true });
      await expect(section.getByTestId("gallery-example").first()).toBeVisible();
      await expect(section.locator(".sf-component-error")).toHaveCount(0);
    }
    await page.waitForLoadState("networkidle");
    const violations = await violationsInSections(page, await seriousViolations(page), kpiComponents);
    expect(violations).toEqual([]);
    for (const name of kpiComponents) {
      await page.locator(`#component-${name}`).screenshot({ path: testInfo.outputPath(`gallery-${name}.png`) });
    }
  });
});
