import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import { dataReadQuery } from "../support/dataRequests";

const FLEET = "/storylines/fleet-operations";
const FIRST_FRAME = "Haul fleet at a glance";
const TABS = ["Metadata", "Templates", "Frame Data", "Parameter Values", "Datasources", "Event Log", "VS Code"];
const NOT_ALLOWED = "The Canvas Debugger needs the developer-tools::access tag.";

// The first queries of a fresh installation wait for the data engine to load the demo data.
test.describe.configure({ timeout: 120_000 });

/** Opens the fleet storyline as the demo developer and presses F2: the Debugger's popout window. */
async function openDebugger(page: Page): Promise<Page> {
  await openSignedIn(page, FLEET, DEMO.developer);
  await expect(page.getByTestId("frame-title")).toHaveText(FIRST_FRAME);
  const popupOpened = page.waitForEvent("popup");
  await page.keyboard.press("F2");
  const popup = await popupOpened;
  await expect(popup.getByRole("tablist", { name: "Canvas Debugger" })).toBeVisible();
  return popup;
}

test.describe("without viewport emulation, so the popout keeps the size it is opened with", () => {
  // A context's viewport would be given to the popup too, whatever size the page asked for.
  test.use({ viewport: null });

  test("F2 opens the Canvas Debugger in a 1440x900 popout with its seven tabs, following the viewer", async ({
    page,
  }) => {
    const popup = await openDebugger(page);
    const [width, height] = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
    expect(width).toBe(1440);
    // Headless Chromium's virtual screen may round a popup's content height by a pixel (899 for 900).
    expect(height).toBeGreaterThanOrEqual(899);
    expect(height).toBeLessThanOrEqual(900);
    await expect(popup).toHaveTitle("Canvas Debugger · Haul fleet operations");
    await expect(popup.getByRole("tab")).toHaveText(TABS);
    await popup.screenshot({ path: test.info().outputPath("debugger-metadata.png") });

    const paragraph = popup.getByRole("row", { name: /^Paragraph/ });
    await expect(paragraph).toContainText("introduction (1)");
    await page.keyboard.press("ArrowDown");
    await expect(paragraph).toContainText("headline-figures (2)");
  });
});

test.describe("at 1440x900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a parameter value that is not JSON is refused with 'Failed to parse JSON: ...'", async ({ page }) => {
    const popup = await openDebugger(page);
    await popup.getByRole("tab", { name: "Parameter Values" }).click();
    await popup.getByLabel("shift", { exact: true }).fill("Night");
    await popup.getByRole("button", { name: "Apply Changes" }).click();
    await expect(popup.getByText(/^Failed to parse JSON: /)).toBeVisible();
    await expect(page.getByRole("region", { name: "Filters" }).getByRole("combobox", { name: "Shift" })).toHaveText(
      "Day and night",
    );
  });

  test("a parameter edited in the Debugger refreshes its data sources as a filter change would", async ({ page }) => {
    const popup = await openDebugger(page);
    await popup.getByRole("tab", { name: "Parameter Values" }).click();
    const refreshed = page.waitForResponse(
      (response) => dataReadQuery(response, "fleet/kpis")?.get("shift") === "\\Night" && response.ok(),
    );
    await popup.getByLabel("shift", { exact: true }).fill('"Night"');
    await popup.getByRole("button", { name: "Apply Changes" }).click();
    await refreshed;
    await expect(page.getByRole("region", { name: "Filters" }).getByRole("combobox", { name: "Shift" })).toHaveText(
      "Night shifts",
    );
  });

  test("the Event Log, recording, shows a filter change with its old and new value", async ({ page }) => {
    const popup = await openDebugger(page);
    await popup.getByRole("tab", { name: "Event Log" }).click();
    await expect(popup.getByRole("columnheader")).toHaveText(["Time", "Event Type", "Name", "Old Value", "New Value"]);
    await popup.getByRole("switch", { name: "Record Events" }).check();

    await page.getByRole("region", { name: "Filters" }).getByRole("combobox", { name: "Shift" }).click();
    await page.getByRole("option", { name: "Night shifts" }).click();

    const change = popup.getByRole("row").filter({ hasText: "Parameter Change" });
    await expect(change.getByRole("cell")).toHaveText([
      /^\d\d:\d\d:\d\d\.\d{3}$/,
      "Parameter Change",
      "shift",
      "null",
      '"Night"',
    ]);
    await expect(popup.getByRole("row").filter({ hasText: "Datasource Request" }).first()).toBeVisible();
    await popup.screenshot({ path: test.info().outputPath("debugger-event-log.png") });
  });

  test("a viewer without developer-tools::access gets only a console message on F2", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await openSignedIn(page, FLEET, DEMO.viewer);
    await expect(page.getByTestId("frame-title")).toHaveText(FIRST_FRAME);

    await page.keyboard.press("F2");
    await expect.poll(() => messages).toContain(NOT_ALLOWED);
    expect(popups).toEqual([]);
    await expect(page.getByRole("complementary", { name: "Canvas Debugger" })).toHaveCount(0);
  });
});
