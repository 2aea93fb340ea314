import { expect, type Page, test } from "@playwright/test";
import { openSignedIn } from "../support/auth";
import { dataReadQuery } from "../support/dataRequests";

const frameTitle = (page: Page) => page.getByTestId("frame-title");

test.describe("at 1440x900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a From after its To is refused with a sentence at the field and never reaches a data source", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("response", (response) => {
      const from = dataReadQuery(response)?.get("from");
      if (from) sent.push(from);
    });
    await openSignedIn(page, "/storylines/fleet-operations");
    await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
    const filters = page.getByRole("region", { name: "Filters" });
    await filters.getByLabel("From").fill("2026-11-15");
    await expect(filters.getByText("From must be on or before To (31 Oct 2026).")).toBeVisible();
    await expect(filters.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    await filters.getByLabel("To").fill("2026-10-10");
    await expect(filters.getByText("To must be on or after From (18 Oct 2026).")).toBeVisible();
    expect(sent.filter((from) => from.includes("2026-11-15"))).toEqual([]);
  });

  test("a cascaded multiselect keeps its selected values, marked unavailable, and can remove them", async ({
    page,
  }) => {
    // Each change re-queries the world data sources (on a loaded machine this takes a while).
    test.slow();
    await openSignedIn(page, "/storylines/world-development");
    const filters = page.getByRole("region", { name: "Filters" });
    const countries = filters.getByRole("combobox", { name: "Compare countries" });
    await expect(countries).toContainText("China");

    const cascaded = page.waitForResponse(
      (response) => dataReadQuery(response, "world/countries")?.get("region") === "\\South Asia",
    );
    await filters.getByRole("combobox", { name: "Region" }).click();
    await page.getByRole("option", { name: "South Asia" }).click();
    await cascaded;
    await expect(filters.getByText("4 selected values are not available for the current filters.")).toBeVisible();
    await expect(countries).toContainText("China");

    await countries.click();
    const china = page.getByRole("option", { name: /China/ });
    await expect(china).toContainText("Not available for the current filters");
    await china.click();
    await page.keyboard.press("Escape");
    await expect(countries).not.toContainText("China");
    await expect(countries).toContainText("India");
    await expect(filters.getByText("3 selected values are not available for the current filters.")).toBeVisible();
  });

  test("Reset filters restores the storyline's defaults", async ({ page }) => {
    // Each change re-queries the fleet's data sources (on a loaded machine this takes a while).
    test.slow();
    await openSignedIn(page, "/storylines/fleet-operations");
    const filters = page.getByRole("region", { name: "Filters" });
    await expect(filters.getByRole("button", { name: "Reset filters" })).toBeDisabled();
    await filters.getByRole("combobox", { name: "Shift" }).click();
    await page.getByRole("option", { name: "Night shifts" }).click();
    await filters.getByLabel("From").fill("2026-10-20");
    await expect(filters.getByRole("combobox", { name: "Shift" })).toHaveText("Night shifts");

    await filters.getByRole("button", { name: "Reset filters (2)" }).click();
    await expect(filters.getByRole("combobox", { name: "Shift" })).toHaveText("Day and night");
    await expect(filters.getByLabel("From")).toHaveValue("2026-10-18");
    await expect(filters.getByRole("button", { name: "Reset filters" })).toBeDisabled();
  });
});

test.describe("on a 390x844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the filters are one button, and the first frame's title is visible without scrolling", async ({ page }) => {
    await openSignedIn(page, "/storylines/fleet-operations");
    await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
    await expect(page.getByRole("button", { name: "Filters (0)" })).toBeVisible();
    await expect(page.getByLabel("From")).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(frameTitle(page)).toBeInViewport({ ratio: 1 });
  });

  test("the filter sheet applies its changes on Apply", async ({ page }) => {
    await openSignedIn(page, "/storylines/fleet-operations");
    await page.getByRole("button", { name: "Filters (0)" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("combobox", { name: "Shift" }).click();
    await page.getByRole("option", { name: "Night shifts" }).click();
    const requery = page.waitForResponse((response) => dataReadQuery(response)?.get("shift") === "\\Night");
    await sheet.getByRole("button", { name: "Apply" }).click();
    await requery;
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  });
});
