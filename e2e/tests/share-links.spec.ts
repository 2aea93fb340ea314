import { expect, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, branch: "main" });

test("an author shares a storyline; a fresh browser reads it without signing in and nothing else, until it is revoked", async ({
  page,
  browser,
}, testInfo) => {
  await openSignedIn(page, "/storylines/fleet-operations", DEMO.admin);
  await expect(page.getByTestId("frame-title")).toHaveText("Haul fleet at a glance");

  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share “Haul fleet operations”" });
  await expect(dialog.getByText("No links yet.")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Truck" }).check();
  await expect(dialog.getByText("From: 2026-10-18")).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath("share-dialog.png") });

  await dialog.getByRole("button", { name: "Create link" }).click();
  const shown = dialog.getByTestId("share-link-url");
  await expect(shown).toContainText("/share/sf_share_");
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  const url = (await page.evaluate(() => navigator.clipboard.readText())).trim();
  expect(url).toBe((await shown.textContent())?.trim());
  await expect(dialog.getByTestId("share-link-row")).toContainText("0 uses");
  await dialog.screenshot({ path: testInfo.outputPath("share-dialog-created.png") });
  const token = url.slice(url.indexOf("/share/") + "/share/".length);

  // A fresh browser context: no session, no stored sign-in.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const shared = await context.newPage();
    const failedData: string[] = [];
    shared.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      const isData = path.startsWith("/data/") || path === "/api/web/v1/data-sources/data";
      if (isData && response.status() >= 400) failedData.push(`${response.status()} ${response.url()}`);
    });
    await shared.goto(url);
    await expect(shared.getByTestId("frame-title")).toHaveText("Haul fleet at a glance");
    await expect(shared).toHaveURL(/\/share\/sf_share_/);
    await expect(shared.getByText(/^Shared view · link expires/)).toBeVisible();
    // No menu, navigation bar or user menu; only the filter the link lets the reader change.
    await expect(shared.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await expect(shared.getByRole("tree")).toHaveCount(0);
    const filters = shared.getByRole("region", { name: "Filters" });
    await expect(filters.getByRole("combobox", { name: "Truck" })).toBeVisible();
    await expect(filters.getByLabel("From")).toHaveCount(0);
    await expect(shared.locator(".sf-frame").first()).toBeVisible();
    await shared.waitForLoadState("networkidle");
    expect(failedData).toEqual([]);
    await shared.screenshot({ path: testInfo.outputPath("shared-view.png") });

    // The same context, with the link it holds, is refused everything else.
    const api = context.request;
    expect((await api.get("/api/web/v1/storylines/fleet-operations", { headers: bearer(token) })).status()).toBe(200);
    const other = await api.get("/api/web/v1/storylines/tech-stocks", { headers: bearer(token) });
    expect(other.status()).toBe(403);
    expect(await other.text()).not.toContain("chapters");
    expect((await api.get("/data/stocks/history?symbol=%5CAAPL", { headers: bearer(token) })).status()).toBe(403);
    const otherValues = await api.get("/data/fleet/kpis?site=%5CCRU-1", { headers: bearer(token) });
    expect(otherValues.status()).toBe(403);
    expect((await api.get("/api/web/v1/menu-items", { headers: bearer(token) })).status()).toBe(403);
    expect((await api.get("/api/users", { headers: bearer(token) })).status()).toBe(403);
    expect((await api.get("/api/users")).status()).toBe(401);

    // The author sees the opening counted, and revokes the link.
    await dialog.getByRole("button", { name: "Make another link" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const row = dialog.getByTestId("share-link-row").first();
    await expect(row).toContainText("1 use,");
    await row.getByRole("button", { name: /^Revoke/ }).click();
    await expect(row).toContainText("Revoked");

    await shared.reload();
    await expect(shared.getByRole("heading", { name: "This share link has been revoked." })).toBeVisible();
    await expect(shared.getByTestId("frame-title")).toHaveCount(0);
    await shared.screenshot({ path: testInfo.outputPath("shared-revoked.png") });
    const refused = await api.get("/api/web/v1/storylines/fleet-operations", { headers: bearer(token) });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe("This share link has been revoked.");
  } finally {
    await context.close();
  }
});
