import { expect, type Page, test } from "@playwright/test";
import { openSignedIn } from "../support/auth";

const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const cardTitles = (page: Page, title: string) => section(page, title).getByRole("heading", { level: 3 });

test("the home page lists the storylines the viewer may open as cards, those opened lately first", async ({ page }) => {
  await openSignedIn(page, "/");
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  await expect(page.getByText("Select a Storyline/Canvas from the left menu to continue.")).toBeVisible();
  await expect(cardTitles(page, "Storylines")).toHaveText([
    "Haul fleet operations",
    "World development",
    "US air travel",
    "Tech stocks",
  ]);
  const fleet = section(page, "Storylines").getByRole("link", { name: /Haul fleet operations/ });
  await expect(fleet).toContainText("Tonnes hauled");
  await expect(fleet.locator("svg").first()).toBeVisible();

  const opened = page.waitForResponse((answer) => answer.url().includes("/api/web/v1/storylines/tech-stocks"));
  await section(page, "Storylines")
    .getByRole("link", { name: /Tech stocks/ })
    .click();
  // The viewer then writes its frame and filters into the address.
  await expect(page).toHaveURL(/\/storylines\/tech-stocks(\?|$)/);
  expect((await opened).status()).toBe(200);
  await expect(page.getByText("Loading Storyline...")).toHaveCount(0);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Storyframe Demo/ })
    .click();

  await expect(cardTitles(page, "Recently opened")).toHaveText(["Tech stocks"]);
  await expect(cardTitles(page, "More storylines")).toHaveText([
    "Haul fleet operations",
    "World development",
    "US air travel",
  ]);
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText("Tech stocks");
});

test("the storyline cards are reached and opened with the keyboard", async ({ page }) => {
  await openSignedIn(page, "/");
  const first = section(page, "Storylines").getByRole("link").first();
  await expect(first).toBeVisible();
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/storylines\/fleet-operations(\?|$)/);
});

test("an unknown storyline is requested once and offers 'Back to Home' beside the retry", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/web/v1/storylines/no-such-storyline") requests.push(request.url());
  });
  await openSignedIn(page, "/storylines/no-such-storyline");

  await expect(page.getByRole("heading", { name: "Storyline not found.", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  const home = page.getByRole("link", { name: "Back to Home" });
  await expect(home).toBeVisible();
  expect(requests).toHaveLength(1);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  expect(requests).toHaveLength(1);
});
