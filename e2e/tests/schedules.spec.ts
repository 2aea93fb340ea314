import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";
import { storyframeCli } from "../support/cli";

const run = Date.now().toString(36);

test.describe.configure({ timeout: 90_000 });
// The accessibility audit adds its script to the page, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

/** The outbox's mails (no SMTP server end to end) that mention `text`. */
async function outboxMailsWith(text: string): Promise<string[]> {
  const outbox = await storyframeCli("mail", "outbox", "--limit", "200");
  return outbox.split("-".repeat(72)).filter((mail) => mail.includes(text));
}

/** Fills the open schedule dialog: the fleet storyline with a marked value, weekdays at 08:00 in Paris. */
async function fillSchedule(page: Page, mark: string, recipients: string[]): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Schedule a delivery" });
  await dialog.getByRole("combobox", { name: "Storyline" }).click();
  await page.getByRole("option", { name: "Haul fleet operations" }).click();
  await dialog.getByRole("textbox", { name: "Parameter values" }).fill(JSON.stringify({ mark }));
  await dialog.getByRole("button", { name: "Every weekday at 08:00" }).click();
  const zone = dialog.getByRole("combobox", { name: "Time zone" });
  await zone.fill("Europe/Paris");
  await page.getByRole("option", { name: "Europe/Paris", exact: true }).click();
  const addresses = dialog.getByRole("combobox", { name: "Recipients" });
  for (const address of recipients) {
    await addresses.fill(address);
    await addresses.press("Enter");
  }
}

test("a user schedules a storyline, sends it now, and the mail is in the outbox once", async ({ page }, testInfo) => {
  await openSignedIn(page, "/", DEMO.admin);
  await page.getByRole("button", { name: `Account menu for ${DEMO.admin.name}` }).click();
  await page.getByRole("menuitem", { name: "Schedules" }).click();
  await expect(page).toHaveURL(/\/schedules$/);
  await expect(page.getByRole("heading", { name: "Schedules", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "New schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a delivery" });
  // The owner is a recipient to begin with.
  await expect(dialog.getByRole("button", { name: DEMO.admin.emailAddress })).toBeVisible();
  const mark = `e2e-${run}`;
  await fillSchedule(page, mark, [DEMO.viewer.emailAddress]);

  // The next three runs, read in Paris: weekdays at 08:00.
  const nextRuns = dialog.getByTestId("schedule-next-runs").getByRole("listitem");
  await expect(nextRuns).toHaveCount(3);
  for (const item of await nextRuns.all()) await expect(item).toHaveText(/^(Mon|Tue|Wed|Thu|Fri), .* 08:00 CES?T$/);
  await page.screenshot({ path: testInfo.outputPath("schedule-dialog.png") });

  await dialog.getByRole("button", { name: "Create schedule" }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: "Your schedules" });
  const row = table.getByRole("row").filter({ hasText: mark });
  await expect(row).toContainText("Every weekday at 08:00 (Europe/Paris)");
  await expect(row).toContainText("Not sent yet");

  await row.getByRole("button", { name: "Send Haul fleet operations now" }).click();
  await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 30_000 });

  const mails = await outboxMailsWith(`mark = ${mark}`);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(`To:      ${DEMO.admin.emailAddress}, ${DEMO.viewer.emailAddress}`);
  expect(mails[0]).toContain("Subject: Haul fleet operations — scheduled delivery");
  expect(mails[0]).toMatch(new RegExp(`http://\\S+/storylines/fleet-operations\\?mark=%5C${mark}`));

  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: testInfo.outputPath("schedules-list.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: "Recent deliveries of Haul fleet operations" }).click();
  const history = page.getByRole("dialog", { name: /Recent deliveries/ });
  await expect(history.getByRole("row").filter({ hasText: "Sent now" })).toContainText("Sent");
  await history.getByRole("button", { name: "Close" }).click();

  // Administrators see it among the tenant's schedules, with its owner.
  await page.goto("/admin/schedules");
  await expect(page.getByRole("tab", { name: "Schedules" })).toHaveAttribute("aria-selected", "true");
  const adminRow = page.getByRole("table", { name: "All schedules" }).getByRole("row").filter({ hasText: mark });
  await expect(adminRow).toContainText(DEMO.admin.name);
  await page.screenshot({ path: testInfo.outputPath("admin-schedules.png"), fullPage: true });

  await adminRow.getByRole("button", { name: "Pause Haul fleet operations" }).click();
  await expect(adminRow).toContainText("Paused");
  await adminRow.getByRole("button", { name: "Delete Haul fleet operations" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete schedule?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(adminRow).toHaveCount(0);
});

test("the schedule form names what is wrong: the cron expression, and a recipient outside the tenant", async ({
  page,
}) => {
  await openSignedIn(page, "/schedules", DEMO.developer);
  await page.getByRole("button", { name: "New schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a delivery" });
  await fillSchedule(page, `refused-${run}`, ["stranger@example.com"]);

  const cron = dialog.getByRole("textbox", { name: "Cron expression" });
  await cron.fill("0 25 * * *");
  await expect(dialog.getByText("This cron expression is not valid: Invalid value for hour: 25")).toBeVisible();
  await cron.fill("30 7 * * *");
  await expect(dialog.getByTestId("schedule-next-runs").getByRole("listitem")).toHaveCount(3);

  await dialog.getByRole("button", { name: "Create schedule" }).click();
  await expect(dialog.getByText("stranger@example.com is not a user of this tenant.")).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a schedule started from the viewer begins with its storyline and values", async ({ page }) => {
  await openSignedIn(page, "/storylines/tech-stocks?symbol=%5CAAPL", DEMO.admin);
  await page.getByRole("button", { name: "Schedule delivery by e-mail" }).click();
  await expect(page).toHaveURL(/\/schedules\?/);
  const dialog = page.getByRole("dialog", { name: "Schedule a delivery" });
  await expect(dialog.getByRole("combobox", { name: "Storyline" })).toHaveText("Tech stocks 2000–2010");
  await expect(dialog.getByRole("textbox", { name: "Parameter values" })).toHaveValue(/"symbol": "AAPL"/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/schedules$/);
});
