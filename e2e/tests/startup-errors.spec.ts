import { expect, type Locator, type Page, test } from "@playwright/test";
import { withoutSettingsInPage } from "../support/page";

const SETTINGS = "**/api/settings/client";

// The server writes the settings into the page; these tests take them out, so the app asks for them and the
// answers below are what it gets.
test.beforeEach(async ({ page }) => {
  await withoutSettingsInPage(page);
});

/**
 * Advances the page's fake clock until `target` shows, so retry back-off (2 s, 4 s, 8 s) takes little real time.
 * Steps stay well below the 8 s request timeout: a request still on its way to the route handler must not be
 * timed out by the fake clock, or it would be retried without the handler ever counting it.
 */
async function fastForwardUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(target).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [50], timeout: 30_000 });
}

test("no answer from the server shows the connectivity error with the network hint, and Try Again recovers", async ({
  page,
}) => {
  let offline = true;
  await page.route(SETTINGS, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "unable to load tenant settings from the Core API" })).toBeVisible();
  await expect(page.getByText(/corporate network or VPN/)).toBeVisible();

  offline = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  // Settings load now, so the app goes on to ask the user to sign in.
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("429 is retried three times, then 'Rate limit exceeded.' shows", async ({ page }) => {
  let attempts = 0;
  await page.clock.install();
  await page.route(SETTINGS, (route) => {
    attempts += 1;
    return route.fulfill({ status: 429, contentType: "application/json", body: '{"message":"Rate limit exceeded."}' });
  });
  await page.goto("/");
  await fastForwardUntilVisible(page, page.getByRole("heading", { name: "Rate limit exceeded." }));
  expect(attempts).toBe(4);
});

test("another failing status shows the generic settings error with the response", async ({ page }) => {
  await page.clock.install();
  await page.route(SETTINGS, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Database restarting."}' }),
  );
  await page.goto("/");
  await fastForwardUntilVisible(
    page,
    page.getByRole("heading", { name: "An error occurred while loading tenant settings from the Core API." }),
  );
  await expect(page.getByText(/503/).first()).toBeVisible();
  await expect(page.getByText(/Database restarting\./).first()).toBeVisible();
});

test("404 is not retried and shows 'Tenant not found.' at once", async ({ page }) => {
  let attempts = 0;
  await page.route(SETTINGS, (route) => {
    attempts += 1;
    return route.fulfill({ status: 404, contentType: "application/json", body: '{"message":"Tenant not found."}' });
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Tenant not found." })).toBeVisible();
  expect(attempts).toBe(1);
});
