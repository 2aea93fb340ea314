import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import { dataReadQuery } from "../support/dataRequests";
import { miniMap } from "../support/page";

/** `_parameters` and `_hash` as the parameter codec writes them: base64url JSON of encoded texts, SHA-256 hex. */
function obfuscated(values: Record<string, unknown>): { _parameters: string; _hash: string } {
  const texts = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)]));
  const payload = Buffer.from(JSON.stringify(texts)).toString("base64url");
  return { _parameters: payload, _hash: createHash("sha256").update(payload).digest("hex") };
}

const frameTitle = (page: Page) => page.getByTestId("frame-title");

test("a viewer steps through a demo storyline with the keyboard and the mini-map", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await expect(page.getByRole("banner").getByText("Haul fleet at a glance")).toBeVisible();
  await expect(miniMap(page).getByText("Chapter 1")).toBeVisible();
  await expect(miniMap(page).getByText("Page 1").first()).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(frameTitle(page)).toHaveText("Headline figures");
  await page.keyboard.press("ArrowUp");
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await page.keyboard.press("ArrowUp");
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");

  await page.keyboard.press("Control+ArrowDown");
  await expect(frameTitle(page)).toHaveText("Where the fleet's clock time went");
  await page.keyboard.press("ArrowRight");
  await expect(frameTitle(page)).toHaveText("Day shift against night shift");
  await page.keyboard.press("ArrowLeft");
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");

  await miniMap(page).getByRole("button", { name: "Tonnes by site" }).click();
  await expect(frameTitle(page)).toHaveText("Tonnes by site");
  await expect(miniMap(page).getByRole("button", { name: "Tonnes by site" })).toHaveAttribute("aria-current", "step");
});

test("hovering a mini-map entry previews its frame", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  await miniMap(page).getByRole("button", { name: "Headline figures" }).hover();
  await expect(page.getByRole("tooltip").locator(".sf-minimap__preview [data-frame]")).toBeVisible();
});

test("changing a filter re-queries the data and changes the figures", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  await miniMap(page).getByRole("button", { name: "Headline figures" }).click();
  const tonnes = page.locator(".sf-frame-stage .fleet-kpis__tile--main .fleet-kpis__value");
  await expect(tonnes).toHaveText(/\d[\d,]* t/);
  const before = await tonnes.textContent();

  const requery = page.waitForResponse((response) => dataReadQuery(response)?.get("shift") === "\\Night");
  await page.getByRole("combobox", { name: "Shift" }).click();
  await page.getByRole("option", { name: "Night shifts" }).click();
  expect((await requery).status()).toBe(200);
  await expect(tonnes).not.toHaveText(before ?? "");
  await expect(page.locator(".sf-frame-stage .fleet-kpis__period")).toContainText("Night shifts only");
});

test("a reload with _parameters and _hash starts from those values", async ({ page }) => {
  const { _parameters, _hash } = obfuscated({ shift: "Night" });
  await openSignedIn(page, `/storylines/fleet-operations?_parameters=${_parameters}&_hash=${_hash}`);
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await expect(page.getByRole("combobox", { name: "Shift" })).toHaveText("Night shifts");
  await expect(page.getByText("Parameter values hash mismatch.")).toHaveCount(0);
});

test("a tampered hash is refused with 'Parameter values hash mismatch.'", async ({ page }) => {
  const { _parameters } = obfuscated({ shift: "Night" });
  await openSignedIn(page, `/storylines/fleet-operations?_parameters=${_parameters}&_hash=${"0".repeat(64)}`);
  await expect(page.getByText("Parameter values hash mismatch.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Shift" })).not.toHaveText("Night shifts");
});

test("an unknown storyline says 'Storyline not found.'", async ({ page }) => {
  await openSignedIn(page, "/storylines/no-such-storyline");
  await expect(page.getByRole("heading", { name: "Storyline not found." })).toBeVisible();
  await expect(page.getByText("Please check the address and try again.")).toBeVisible();
});

test("query flags hide the mini-map and the commentary", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations?hideMinimap=1&hideCommentary=1");
  await expect(frameTitle(page)).toHaveText("Haul fleet at a glance");
  await expect(miniMap(page)).toHaveCount(0);
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(".sf-commentary").first()).toBeHidden();
});

const demoStorylines = [
  { storyline: "fleet-operations", account: DEMO.viewer },
  { storyline: "world-development", account: DEMO.viewer },
  { storyline: "us-air-travel", account: DEMO.viewer },
  { storyline: "tech-stocks", account: DEMO.viewer },
  { storyline: "authors-guide", account: DEMO.developer },
];

for (const { storyline, account } of demoStorylines) {
  test(`every frame of ${storyline} renders without a template or data error`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, `/storylines/${storyline}`, account);
    const position = page.getByTestId("frame-position");
    await expect(position).toHaveText(/^1 \/ \d+$/, { timeout: 30_000 });
    const total = Number((await position.textContent())?.split("/")[1]?.trim());
    for (let i = 1; i <= total; i += 1) {
      await expect(position).toHaveText(`${i} / ${total}`);
      // A frame may wait for a large data source (the air travel flight log answers 200,000 rows).
      await expect(page.locator(".sf-frame-stage__frame")).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
      await expect(page.getByText("Failed to Render Canvas.")).toHaveCount(0);
      await expect(page.getByText("An error occurred while parsing template.")).toHaveCount(0);
      await expect(page.getByText("Failed to fetch page data.")).toHaveCount(0);
      if (i < total) await page.keyboard.press("ArrowDown");
    }
  });
}

test("an administrator sees a storyline inside the admin layout", async ({ page }) => {
  await openSignedIn(page, "/admin/storylines/us-air-travel", DEMO.admin);
  await expect(page.getByRole("tablist", { name: "Administration" })).toBeVisible();
  await expect(frameTitle(page)).not.toBeEmpty();
  await expect(miniMap(page)).toBeVisible();
});

test("hideTitleBar=1 shows the storyline without the navigation bar", async ({ page }) => {
  await openSignedIn(page, "/storylines/us-air-travel?hideTitleBar=1");
  await expect(page.getByTestId("frame-position")).toHaveCount(0);
  await expect(page.locator(".sf-frame-stage__frame")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("banner")).toHaveCount(0);
});
