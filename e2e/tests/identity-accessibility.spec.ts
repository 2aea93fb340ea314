import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";
import { linkFromOutbox, storyframeCli } from "../support/cli";

// The identity pages forbid injected scripts; the audit engine is one.
test.use({ bypassCSP: true });

const run = Date.now().toString(36);

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test("the sign-in page passes the accessibility audit", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await expect(page.getByText("Secured by Storyframe")).toHaveCSS("color", "rgb(91, 101, 117)");
  await expectAccessible(page);
});

test("the password reset page passes the accessibility audit", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password", level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test("the sign-up page of an invited user passes the accessibility audit", async ({ page }) => {
  const emailAddress = `ines.${run}@demo.storyframe.test`;
  await storyframeCli("user", "create", "demo", emailAddress, "--name", "Ines Invited", "--role", "Viewer");
  await page.goto(await linkFromOutbox(emailAddress, "/oidc/signup"));
  await expect(page.getByRole("heading", { name: "Create your account", level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test("the profile page, opened from the user menu, passes the accessibility audit", async ({ page }) => {
  await openSignedIn(page, "/", DEMO.viewer);
  await page.getByRole("button", { name: /Vera Viewer/ }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/oidc\/profile\?client_id=/);
  await expect(page.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(DEMO.viewer.emailAddress);
  await expectAccessible(page);
});
