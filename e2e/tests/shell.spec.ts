import { expect, test } from "@playwright/test";
import { openSignedIn } from "../support/auth";

test("the home page shows the demo tenant's branding and the welcome text", async ({ page }) => {
  await openSignedIn(page, "/");
  await expect(page.getByRole("banner").getByText("Storyframe Demo")).toBeVisible();
  await expect(page.getByRole("img", { name: "Storyframe Demo logo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  await expect(page.getByText("Select a Storyline/Canvas from the left menu to continue.")).toBeVisible();
  await expect(page).toHaveTitle(/Storyframe Demo/);
});

test("an unknown address shows the Not Found page inside the shell", async ({ page }) => {
  await openSignedIn(page, "/no/such/page");
  await expect(page.getByText("We're sorry, but the requested resource does not exist.")).toBeVisible();
  await expect(page.getByText("Please try a different link from the navigation menu.")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Storyframe Demo")).toBeVisible();
});

test("the tenant name in the app bar leads home", async ({ page }) => {
  await openSignedIn(page, "/not-found");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Storyframe Demo/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
});
