import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";

const run = Date.now().toString(36);

test.describe.configure({ timeout: 60_000 });
test.use({ bypassCSP: true, permissions: ["clipboard-read", "clipboard-write"] });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a token in the open create dialog and answers the secret as copied to the clipboard. */
async function createAndCopy(page: Page, dialogName: string, name: string, tag: string): Promise<string> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("combobox", { name: "Tags" }).click();
  await page.getByRole("option", { name: tag, exact: true }).click();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Create token" }).click();

  const secret = page.getByRole("dialog", { name: "Your new token" });
  await expect(secret).toContainText("it is shown only once");
  const shown = (await secret.getByTestId("token-secret").textContent()) ?? "";
  await secret.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(secret.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  return copied;
}

test("a user creates a personal token, uses it against the API, revokes it, and it is refused", async ({
  page,
  request,
}, testInfo) => {
  await openSignedIn(page, "/", DEMO.admin);
  await page.getByRole("button", { name: `Account menu for ${DEMO.admin.name}` }).click();
  await page.getByRole("menuitem", { name: "API tokens" }).click();
  await expect(page).toHaveURL(/\/api-tokens$/);
  await expect(page.getByRole("heading", { name: "API tokens", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Create token" }).click();
  const name = `Nightly user export ${run}`;
  const token = await createAndCopy(page, "Create a personal token", name, "users::read");
  expect(token).toMatch(/^sf_pat_/);
  await page.screenshot({ path: testInfo.outputPath("secret-shown-once.png") });
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByText(token)).toHaveCount(0);

  // The token reads the users (its tag); the roles need a tag its creator holds but did not give it.
  expect((await request.get("/api/users", { headers: bearer(token) })).status()).toBe(200);
  expect((await request.get("/api/roles", { headers: bearer(token) })).status()).toBe(403);
  const menu = await request.get("/api/web/v1/menu-items", { headers: { ...bearer(token), branch: "main" } });
  expect(menu.status()).toBe(200);

  const row = page.getByRole("table", { name: "Your tokens" }).getByRole("row").filter({ hasText: name });
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Never");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: testInfo.outputPath("personal-tokens.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke token?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");

  const refused = await request.get("/api/users", { headers: bearer(token) });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe("Authentication is required. The API token has been revoked.");
});

test("an administrator adds a service account and gives it a token that works until revoked", async ({
  page,
  request,
}, testInfo) => {
  await openSignedIn(page, "/admin/service-accounts", DEMO.admin);
  await expect(page.getByRole("heading", { name: "Service accounts", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Service accounts" })).toHaveAttribute("aria-selected", "true");

  const account = `Warehouse sync ${run}`;
  await page.getByRole("button", { name: "Add service account" }).click();
  const form = page.getByRole("dialog", { name: "Add service account" });
  await form.getByRole("textbox", { name: "Name" }).fill(account);
  await form.getByRole("textbox", { name: "Description" }).fill("Copies the user list to the warehouse.");
  await form.getByRole("combobox", { name: "Tags" }).click();
  await page.getByRole("option", { name: "users::read", exact: true }).click();
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(form).toBeHidden();

  await page.getByRole("button", { name: `New token for ${account}` }).click();
  const token = await createAndCopy(page, `New token for ${account}`, "Nightly run", "users::read");
  expect(token).toMatch(/^sf_sat_/);
  await page.getByRole("button", { name: "I have copied it" }).click();

  expect((await request.get("/api/users", { headers: bearer(token) })).status()).toBe(200);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: testInfo.outputPath("service-accounts.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  const row = page.getByRole("table", { name: "Service account tokens" }).getByRole("row").filter({ hasText: account });
  await row.getByRole("button", { name: "Revoke Nightly run" }).click();
  await page.getByRole("dialog", { name: "Revoke token?" }).getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");
  expect((await request.get("/api/users", { headers: bearer(token) })).status()).toBe(401);
});

test("a viewer's API tokens page explains who may create tokens", async ({ page }) => {
  await openSignedIn(page, "/api-tokens", DEMO.viewer);
  await expect(page.getByText("No tokens yet")).toBeVisible();
  await expect(page.getByText(/an administrator can give you the api-tokens::create tag/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create token" })).toHaveCount(0);
});
