import { expect, test } from "@playwright/test";
import { storyframeCli, urlForHost } from "../support/cli";

test("a host no tenant owns shows 'Tenant not found.'", async ({ page }) => {
  await page.goto(urlForHost("nobody.test"));
  await expect(page.getByRole("heading", { name: "Tenant not found." })).toBeVisible();
});

test("maintenance mode set through the CLI shows the configured maintenance page, and ending it restores the app", async ({
  page,
}) => {
  await storyframeCli("tenant", "create", "maint", "--name", "Maintained Co", "--hostname", "maint.test");
  await storyframeCli(
    "tenant",
    "maintenance",
    "maint",
    "on",
    "--title",
    "Scheduled upgrade",
    "--body",
    "We are back at 14:00 UTC.",
  );
  await expect
    .poll(async () => (await page.request.get("/api/settings/client?domainName=maint")).json())
    .toMatchObject({ maintenanceMode: { title: "Scheduled upgrade" } });

  await page.goto(urlForHost("maint.test"));
  await expect(page.getByRole("heading", { name: "Scheduled upgrade" })).toBeVisible();
  await expect(page.getByText("We are back at 14:00 UTC.")).toBeVisible();
  await expect(page.getByText("Maintained Co").first()).toBeVisible();

  await storyframeCli("tenant", "maintenance", "maint", "off");
  await expect
    .poll(async () => (await page.request.get("/api/settings/client?domainName=maint")).json())
    .toMatchObject({ maintenanceMode: null });
  await page.reload();
  // Back in service, the app asks the tenant's users to sign in, on the tenant-branded sign-in page.
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Maintained Co").first()).toBeVisible();
});

test("maintenance mode without a title or body shows the spec's default texts", async ({ page }) => {
  await storyframeCli("tenant", "create", "quiet", "--name", "Quiet Co", "--hostname", "quiet.test");
  await storyframeCli("tenant", "maintenance", "quiet", "on");
  await expect
    .poll(async () => (await page.request.get("/api/settings/client?domainName=quiet")).json())
    .toMatchObject({ maintenanceMode: { title: null, body: null } });

  await page.goto(urlForHost("quiet.test"));
  await expect(page.getByRole("heading", { name: "This site is currently undergoing maintenance." })).toBeVisible();
  await expect(page.getByText("We apologize for the inconvenience - please try again later.")).toBeVisible();
});

test("a tenant in anonymous mode runs without sign-in, as an anonymous user", async ({ page }) => {
  await storyframeCli(
    "tenant",
    "create",
    "open",
    "--name",
    "Open Data Co",
    "--hostname",
    "open.test",
    "--allow-anonymous",
  );
  await page.goto(urlForHost("open.test"));
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Open Data Co")).toBeVisible();
  await expect(page.getByRole("button", { name: /Anonymous/ })).toBeVisible();
  await expect(page).toHaveURL(/open\.test:\d+\/$/);
});
