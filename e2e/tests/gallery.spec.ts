import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";
import { watchErrors } from "../support/page";

const index = (page: Page) => page.getByRole("navigation", { name: "Components" });

/** Opens the gallery as a developer and waits until every example's component code has loaded. */
async function openGallery(page: Page): Promise<void> {
  await openSignedIn(page, "/gallery", DEMO.developer);
  await expect(page.getByRole("heading", { level: 1, name: "Component gallery" })).toBeVisible();
  // The index appears once the documentation chunk is here; until then the page shows a progress bar.
  await expect(index(page).getByRole("link").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".sf-component-loading")).toHaveCount(0, { timeout: 20_000 });
}

test("every registered component renders its examples without an error", async ({ page }, testInfo) => {
  // Walks every component of a library that keeps growing (two checks each, each traced with a snapshot of
  // the whole page): the default time budget is for one page interaction, not for the whole library.
  test.slow();
  const errors = watchErrors(page);
  await openGallery(page);

  const names = await index(page).getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(44);
  for (const name of names) {
    const section = page.getByRole("region", { name, exact: true });
    await expect(section.getByRole("table", { name: `Attributes of ${name}` })).toBeVisible();
    expect(await section.getByTestId("gallery-example").count()).toBeGreaterThan(0);
  }
  await expect(page.locator(".sf-component-error")).toHaveCount(0);
  await expect(page.locator(".sf-template-error")).toHaveCount(0);
  await expect(page.locator(".sf-template-notice")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("gallery.png"), fullPage: true });
  expect(errors).toEqual([]);
});

test("an example's input writes its bound parameter", async ({ page }) => {
  await openGallery(page);
  const section = page.getByRole("region", { name: "Switch", exact: true });
  const example = section.getByRole("figure").first();
  const parameters = example.getByTestId("gallery-parameters");
  const before = await parameters.textContent();

  await example.getByRole("switch").first().click();

  await expect(parameters).not.toHaveText(before ?? "");
  await example.getByRole("button", { name: /^Reset the example/ }).click();
  await expect(parameters).toHaveText(before ?? "");
});

test("the filter narrows the index to matching components", async ({ page }) => {
  await openGallery(page);
  await page.getByLabel("Filter components").fill("date");
  await expect(index(page).getByRole("link", { name: "DatePicker", exact: true })).toBeVisible();
  await expect(index(page).getByRole("link", { name: "Badge", exact: true })).toHaveCount(0);
});

test("a user without the developer tools tag is refused", async ({ page }) => {
  await openSignedIn(page, "/gallery", DEMO.viewer);
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(index(page)).toHaveCount(0);
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("the gallery has no serious or critical violation", async ({ page }) => {
    await openGallery(page);
    await page.waitForLoadState("networkidle");
    // The audit reads the page at rest: the geofence maps loaded (their buttons enabled, as they are once the map
    // is there), no loading overlay, and no colour transition under way (a button turning from grey to its colour).
    for (const button of await page
      .locator("#component-GeofenceMap")
      .getByRole("button", { name: "Load Locations" })
      .all()) {
      await expect(button).toBeEnabled({ timeout: 60_000 });
    }
    await expect(page.locator(".MuiBackdrop-root").filter({ visible: true })).toHaveCount(0);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
    );
    // A button enabled a moment ago may still be turning from grey to its colour on a busy machine: the audit is
    // repeated until the page is at rest, and a lasting violation still fails it.
    await expect.poll(() => seriousViolations(page), { timeout: 30_000 }).toEqual([]);
  });
});
