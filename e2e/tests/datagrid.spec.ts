import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

/** The gallery's DataGrid section, once its examples' code has loaded. */
async function openDataGridGallery(page: Page): Promise<Locator> {
  // The gallery renders every component's examples: on a busy machine it takes a while.
  test.setTimeout(90_000);
  await openSignedIn(page, "/gallery#DataGrid", DEMO.developer);
  const section = page.getByRole("region", { name: "DataGrid", exact: true });
  await expect(section.getByRole("grid").first()).toBeVisible({ timeout: 60_000 });
  return section;
}

const example = (section: Locator, title: string) => section.getByRole("figure", { name: title });

/** The cell of `column` (0-based) in the row showing `rowText`. */
const cell = (grid: Locator, rowText: string, column: number) =>
  grid.getByRole("row").filter({ hasText: rowText }).locator(`[data-column="${column}"]`);

/** Pastes `text` into the focused element as a spreadsheet copy would arrive. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((clipboardText) => {
    const data = new DataTransfer();
    data.setData("text/plain", clipboardText);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, text);
}

/** Opens the fleet storyline's shift plan and answers its grid once it shows. */
async function openShiftPlan(page: Page): Promise<Locator> {
  await openSignedIn(page, "/storylines/fleet-operations");
  await miniMap(page).getByRole("button", { name: "Plan the next day shift" }).click();
  const grid = page.getByRole("grid", { name: "Day shift plan · 3 November" });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  return grid;
}

test("the gallery shows authors what is wrong with a broken layout", async ({ page }, testInfo) => {
  const section = await openDataGridGallery(page);
  const broken = example(section, "What authors see when the layout is wrong");
  const panels = broken.locator(".sf-datagrid-problems");
  await expect(panels).toHaveCount(2);
  await expect(panels.first().getByText("Missing configuration")).toBeVisible();
  await expect(panels.first().getByRole("listitem")).toHaveText([
    'Column 2 has no id: give each column a "field".',
    "The grid has 3 columns, but stickyLeft (2) and stickyRight (1) pin 3: leave at least one column to scroll between them.",
    'Row 2 has no "id": give every row an id of its own.',
    'Every cell needs a "type", but cell 1 of row 2 has none.',
    'Every row must fill the grid\'s 3 columns (counting spans), but row "t1" fills 2.',
  ]);
  await expect(panels.nth(1).getByRole("listitem")).toHaveText([
    'The "name" prop is required.',
    '"columns" must be a non-empty array of column definitions.',
  ]);
  await broken.screenshot({ path: testInfo.outputPath("datagrid-broken-layout.png") });
});

test("a cell edit in the gallery changes the bound parameters", async ({ page }, testInfo) => {
  const section = await openDataGridGallery(page);
  const plan = example(section, "Shift plan: sticky truck and status columns, pits that fold, editable cells");
  const grid = plan.getByRole("grid", { name: "Day shift plan, 3 November" });
  const parameters = plan.getByTestId("gallery-parameters");
  await expect(parameters).toContainText('"shiftPlanEdits": []');

  await cell(grid, "HT-05", 4).click();
  await page.keyboard.type("11");
  await page.keyboard.press("Enter");
  await expect(parameters).toContainText('"lastEdit": "HT-05: loads changed"');
  await expect(parameters).toContainText('"loads": 11');
  await expect(cell(grid, "HT-05", 4)).toHaveClass(/sf-datagrid__cell--modified/);

  await grid.getByRole("checkbox", { name: "Available" }).nth(3).click();
  await expect(cell(grid, "HT-07", 6)).toHaveText("Ready");

  await cell(grid, "HT-02", 2).click();
  await expect(page.getByRole("menu", { name: "Assigned route options" })).toBeVisible();
  await page.getByRole("menuitem", { name: "South pit to East dump" }).click();
  await expect(cell(grid, "HT-02", 2)).toContainText("South pit to East dump");
  await expect(parameters).toContainText('"route": "S-EA"');
  await plan.screenshot({ path: testInfo.outputPath("datagrid-shift-plan.png") });
});

test("the grid's empty states show in the gallery", async ({ page }, testInfo) => {
  const section = await openDataGridGallery(page);
  const states = example(section, "Search, and the grid's empty states");
  const alerts = states.getByRole("grid", { name: "Open alerts" });
  await expect(alerts.getByText("No Data")).toBeVisible();
  await expect(alerts.getByText("No Rows To Show Here")).toBeVisible();

  const trucks = states.getByRole("grid", { name: "Trucks on site" });
  await states.getByRole("searchbox", { name: "Search Trucks on site" }).fill("793");
  await expect(trucks.getByRole("rowheader")).toHaveText(["HT-05", "HT-07"]);
  await states.getByRole("searchbox", { name: "Search Trucks on site" }).fill("scraper");
  await expect(trucks.getByText("Not Found")).toBeVisible();
  await expect(trucks.getByText("No Rows Matching Search Criteria")).toBeVisible();
  await states.screenshot({ path: testInfo.outputPath("datagrid-empty-states.png") });
});

test("the fleet storyline's shift plan takes edits and a paste from a spreadsheet", async ({ page }, testInfo) => {
  const grid = await openShiftPlan(page);
  const changes = page.getByRole("complementary", { name: "Changes to send to dispatch" });
  await expect(changes).toContainText("No changes yet.");

  // Arrow keys move in the grid instead of turning the storyline's pages.
  await cell(grid, "HT-09", 2).click();
  await page.keyboard.press("ArrowDown");
  await expect(cell(grid, "HT-10", 2)).toBeFocused();
  await expect(page.getByTestId("frame-title")).toHaveText("Plan the next day shift");

  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Refilwe Dube");
  await page.keyboard.press("Enter");
  await expect(changes).toContainText("HT-10 · Refilwe Dube · North pit to primary crusher · available · 14 loads");

  await cell(grid, "HT-11", 2).click();
  await paste(page, "Mpho Radebe\tSouth pit to stockpile B\tno\t9\r\nLindiwe Shabalala\tS-WW\tyes\t11\r\n");
  await expect(changes).toContainText("HT-11 · Mpho Radebe · South pit to stockpile B · in the workshop · 9 loads");
  await expect(changes).toContainText(
    "HT-12 · Lindiwe Shabalala · South pit to West waste dump · available · 11 loads",
  );
  await expect(cell(grid, "HT-11", 7)).toHaveText("Workshop");

  await grid.getByRole("button", { name: "Collapse North pit" }).click();
  await expect(cell(grid, "HT-09", 0)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("datagrid-fleet-shift-plan.png"), fullPage: true });
});

test("the mini-map's preview of the open frame leaves its parameters alone while the grid is edited", async ({
  page,
}) => {
  const grid = await openShiftPlan(page);
  const entry = miniMap(page).getByRole("button", { name: "Plan the next day shift" });
  const changes = page.getByRole("complementary", { name: "Changes to send to dispatch" });

  // The preview renders a second copy of the grid on the same parameters; it must not reset them.
  await cell(grid, "HT-09", 2).click();
  await entry.hover();
  await expect(page.locator(".sf-minimap__preview")).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Refilwe Dube");
  await page.keyboard.press("Enter");
  await expect(cell(grid, "HT-09", 2)).toHaveText(/Refilwe Dube/);
  await expect(changes).toContainText("HT-09 · Refilwe Dube");
});

test("the header row and the pinned columns stay in view while the grid scrolls", async ({ page }) => {
  const grid = await openShiftPlan(page);
  const pinnedHeader = grid.getByRole("columnheader", { name: "Pit / truck" });
  const status = grid.getByRole("columnheader", { name: "Status" });
  const operator = grid.getByRole("columnheader", { name: "Operator" });
  const truck = cell(grid, "HT-10", 0);
  const box = async (locator: Locator) => (await locator.boundingBox()) ?? { x: Number.NaN, y: Number.NaN };
  // The frame slides in when it opens: measure once the grid has stopped moving.
  let last = "";
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await box(grid));
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250], message: "the grid stops moving" },
    )
    .toBe(true);
  const before = {
    header: await box(pinnedHeader),
    status: await box(status),
    operator: await box(operator),
    truck: await box(truck),
  };

  await grid.evaluate((viewport) => viewport.scrollTo({ left: 300, top: 60 }));
  await expect.poll(async () => (await box(operator)).x).toBeLessThan(before.operator.x - 250);
  const after = { header: await box(pinnedHeader), status: await box(status), truck: await box(truck) };
  // The rows moved up and the middle columns left; the header row and the pinned columns did not move.
  expect(after.truck.y).toBeLessThan(before.truck.y - 50);
  expect(after.truck.x).toBe(before.truck.x);
  expect(after.header).toEqual(before.header);
  expect(after.status.x).toBe(before.status.x);
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("the shift plan page has no serious or critical violation", async ({ page }) => {
    await openShiftPlan(page);
    // Away from the map, whose hover preview of a frame is not part of the page being audited.
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
