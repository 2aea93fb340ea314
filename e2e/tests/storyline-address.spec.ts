import { expect, type Page, test } from "@playwright/test";
import { decodeObfuscatedParameters } from "@storyframe/core";
import { type Account, DEMO, openSignedIn, signInThroughForm } from "../support/auth";
import { storyframeCli } from "../support/cli";
import { miniMap } from "../support/page";

const storyline = "/storylines/fleet-operations";
const frameTitle = (page: Page) => page.getByTestId("frame-title");
const scroller = (page: Page) => page.locator("main");

/** The frame and the filter values the page's address names. */
function viewIn(page: Page): { frame: string | null; values: Record<string, unknown> } {
  const query = new URL(page.url()).searchParams;
  const encoded = query.get("_parameters");
  return {
    frame: query.get("frame"),
    values: encoded ? decodeObfuscatedParameters(encoded, query.get("_hash")) : {},
  };
}

/** Keyboard scrolling is animated: waits until the page stands still for two frames. */
async function scrollingSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const main = document.querySelector("main");
        const before = main?.scrollTop;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(main?.scrollTop === before)));
      }),
  );
}

async function chooseShift(page: Page, option: string): Promise<void> {
  await page.getByRole("combobox", { name: "Shift" }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("combobox", { name: "Shift" })).toHaveText(option);
}

test("the address names the frame readably, and a reload keeps the frame and the filters", async ({ page }) => {
  await openSignedIn(page, storyline);
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await expect(page).toHaveURL(/\?frame=fleet-overview\/at-a-glance\/introduction(&|$)/);

  await page.keyboard.press("ArrowDown");
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await expect(page).toHaveURL(/\?frame=fleet-overview\/at-a-glance\/headline-figures&/);
  await chooseShift(page, "Night shifts");
  await expect.poll(() => viewIn(page).values.shift).toBe("Night");

  await page.reload();
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await expect(page.getByRole("combobox", { name: "Shift" })).toHaveText("Night shifts");
  await expect(page.locator(".sf-frame-stage .fleet-kpis__period")).toContainText("Night shifts only");
});

test("Back returns to the previous frame, Forward steps again, and Back from the first frame leaves", async ({
  page,
}) => {
  await openSignedIn(page, "/");
  await page.goto(storyline);
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await page.keyboard.press("ArrowDown");
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await miniMap(page).getByRole("button", { name: "Tonnes by site" }).click();
  await expect(frameTitle(page)).toHaveText("Tonnes by site");

  await page.goBack();
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await page.goBack();
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await page.goForward();
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("a copied address opens the same view for another user with the same rights", async ({ page, browser }) => {
  await openSignedIn(page, storyline);
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await page.keyboard.press("ArrowDown");
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await chooseShift(page, "Night shifts");
  await expect.poll(() => viewIn(page).values.shift).toBe("Night");
  const copied = page.url();
  const view = viewIn(page);

  const colleague: Account = {
    name: "Cora Colleague",
    emailAddress: `cora.${Date.now()}@demo.storyframe.test`,
    password: "coras-own-password",
    role: DEMO.viewer.role,
  };
  await storyframeCli(
    "user",
    "create",
    "demo",
    colleague.emailAddress,
    "--name",
    colleague.name,
    "--role",
    colleague.role,
    "--password",
    colleague.password,
  );
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signInThroughForm(other, "/", colleague);
    // The colleague's own remembered shift must not win over the address.
    await other.evaluate(() => localStorage.setItem("fleet-operations.shift", JSON.stringify("Day")));
    await other.goto(copied);
    await expect(frameTitle(other)).toHaveText("Headline figures");
    await expect(other.getByRole("combobox", { name: "Shift" })).toHaveText("Night shifts");
    await expect(other.locator(".sf-frame-stage .fleet-kpis__period")).toContainText("Night shifts only");
    expect(viewIn(other)).toEqual(view);
  } finally {
    await context.close();
  }
});

test("an address with damaged filter values shows the storyline's defaults with a notice", async ({ page }) => {
  await openSignedIn(page, `${storyline}?frame=headline-figures&_parameters=not-base64!&_hash=${"0".repeat(64)}`);
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await expect(page.getByText("Parameter values hash mismatch.")).toBeVisible();
  await expect(page).toHaveURL(/\?frame=fleet-overview\/at-a-glance\/headline-figures&/);
});

test("the next frame starts at its top, and PageDown scrolls a tall frame without a click", async ({ page }) => {
  await openSignedIn(page, `${storyline}?frame=shift-performance/weakest-shifts/shift-log`);
  await expect(frameTitle(page)).toHaveText(/./);
  await expect.poll(() => scroller(page).evaluate((main) => main.scrollHeight > main.clientHeight + 200)).toBe(true);

  await page.keyboard.press("PageDown");
  await expect.poll(() => scroller(page).evaluate((main) => main.scrollTop)).toBeGreaterThan(200);
  await page.keyboard.press("PageUp");
  await expect.poll(() => scroller(page).evaluate((main) => main.scrollTop)).toBe(0);
  await page.keyboard.press("Space");
  await expect.poll(() => scroller(page).evaluate((main) => main.scrollTop)).toBeGreaterThan(200);
  await scrollingSettled(page);

  const before = await frameTitle(page).textContent();
  await page.keyboard.press("ArrowDown");
  await expect(frameTitle(page)).not.toHaveText(before ?? "");
  await expect.poll(() => scroller(page).evaluate((main) => main.scrollTop)).toBe(0);
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);
});

test("a storyline opened from the side menu takes the arrow keys at once, and gets them back after a filter choice", async ({
  page,
}) => {
  await openSignedIn(page, "/");
  const storylines = page.getByRole("tree", { name: "Storylines" });
  await storylines.getByRole("treeitem", { name: "Operations" }).click();
  await storylines.getByRole("treeitem", { name: "Haul fleet operations" }).click();
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await page.keyboard.press("ArrowDown");
  await expect(frameTitle(page)).toHaveText("Headline figures");

  await chooseShift(page, "Night shifts");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("heading", { level: 2, name: "Where the fleet's clock time went" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Shift" })).toHaveText("Night shifts");
});

test("the avatar button is named after what it opens", async ({ page }) => {
  await openSignedIn(page, storyline);
  await expect(page.getByRole("button", { name: `Account menu for ${DEMO.viewer.name}` })).toBeVisible();
});
