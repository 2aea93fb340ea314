import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, type Violation } from "../support/accessibility";
import { openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

// Opening the storyline loads all of its data sources at once (GPS queries over millions of rows), and these
// tests open it twice: give them the time a cold server running two browsers needs.
test.describe.configure({ timeout: 150_000 });

/** How long the first rows of a data source may take on a cold server running two browsers. */
const DATA = { timeout: 45_000 };

const stage = (page: Page) => page.locator(".sf-frame-stage");
const operations = (page: Page) => stage(page).getByRole("group", { name: "Scenario operations" });
const scenarioNames = (page: Page) => stage(page).locator(".fleet-scenarios__name");

/** Opens a page of the fleet storyline by its paragraph's title in the mini-map. */
async function openFleetPage(page: Page, title: "Scenarios" | "Transactions", signIn = true): Promise<void> {
  if (signIn) await openSignedIn(page, "/storylines/fleet-operations");
  await miniMap(page).getByRole("button", { name: title, exact: true }).click();
  await expect(page.getByTestId("frame-title")).toHaveText(title);
  // Away from the mini-map, so its hover preview (a second, hidden copy of the frame) closes.
  await page.getByTestId("frame-title").hover();
  await expect(page.getByRole("tooltip")).toHaveCount(0);
}

/**
 * Waits for the answer of the data source request that carries `parameter` (an operation or feedback). Their
 * endpoints write, so these data sources are always posted, never read with a GET of the data API.
 */
function answerCarrying(page: Page, parameter: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/web/v1/data-sources/data") &&
      response.request().postData()?.includes(`"${parameter}":{`) === true,
  );
}

test("creating a scenario with an existing name shows the spec's message", async ({ page }) => {
  await openFleetPage(page, "Scenarios");
  await expect(scenarioNames(page).filter({ hasText: "Current fleet" })).toHaveCount(1, DATA);
  await operations(page).getByRole("button", { name: "Create" }).click();
  const dialog = page.getByRole("dialog", { name: "Create scenario" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Current fleet");
  await dialog.getByRole("radio", { name: "Value" }).check();
  await dialog.getByRole("button", { name: "Create" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toBeVisible();
  // The spec's text has two spaces after the '!', which toHaveText would collapse.
  expect(await alert.textContent()).toBe(
    "'Current fleet' is an existing scenario Name!  Please choose a different name.",
  );
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
});

test("a scenario created and then renamed is still there after a reload", async ({ page }, testInfo) => {
  const name = `Rain plan ${Date.now().toString(36)}`;
  await openFleetPage(page, "Scenarios");
  await expect(scenarioNames(page).first()).toBeVisible(DATA);

  await operations(page).getByRole("button", { name: "Create" }).click();
  const create = page.getByRole("dialog", { name: "Create scenario" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("radio", { name: "Work in Progress" }).check();
  // The scenario list may refresh while its options are open; choose again until the field shows the choice.
  const source = create.getByRole("combobox", { name: "Source scenario" });
  await expect(async () => {
    if (!(await page.getByRole("listbox", { name: "Source scenario" }).isVisible())) await source.click();
    await page.getByRole("option", { name: /^Two more trucks/ }).click({ timeout: 5_000 });
    await expect(source).toHaveText(/^Two more trucks/, { timeout: 2_000 });
    await expect(page.getByRole("listbox", { name: "Source scenario" })).toBeHidden({ timeout: 2_000 });
  }).toPass(DATA);
  const created = answerCarrying(page, "scenario_operation");
  await create.getByRole("button", { name: "Create" }).click();
  expect((await created).status()).toBe(200);
  await expect(scenarioNames(page).filter({ hasText: name })).toHaveCount(1);
  // The new scenario becomes the selection once the list holds it.
  await expect(stage(page).getByRole("combobox", { name: "Scenario", exact: true })).toHaveText(name);

  await operations(page).getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename scenario" });
  await expect(rename.getByRole("combobox", { name: "Scenario to rename" })).toHaveText(name);
  await rename.getByRole("textbox", { name: "New name" }).fill(`${name} (renamed)`);
  const renamed = answerCarrying(page, "scenario_operation");
  await rename.getByRole("button", { name: "Rename" }).click();
  expect((await renamed).status()).toBe(200);
  await expect(scenarioNames(page).filter({ hasText: `${name} (renamed)` })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath("scenarios.png"), fullPage: true });

  await page.reload();
  await openFleetPage(page, "Scenarios", false);
  await expect(scenarioNames(page).filter({ hasText: `${name} (renamed)` })).toHaveCount(1, DATA);
  await expect(scenarioNames(page).filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(0);
  await expect(
    stage(page)
      .locator(".fleet-scenarios__row", { hasText: `${name} (renamed)` })
      .locator(".fleet-scenarios__type"),
  ).toHaveText("Work in Progress");
});

test("an empty feedback form says 'Please answer at least one question.'", async ({ page }) => {
  await openFleetPage(page, "Transactions");
  const button = stage(page)
    .getByRole("button", { name: /^Give feedback on transaction/ })
    .first();
  await expect(button).toBeVisible(DATA);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Transaction Feedback" });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please answer at least one question.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

test("feedback on a transaction is stored: the row shows it after a reload", async ({ page }, testInfo) => {
  await openFleetPage(page, "Transactions");
  const button = stage(page)
    .getByRole("button", { name: /^Give feedback on transaction/ })
    .last();
  await expect(button).toBeVisible(DATA);
  const label = (await button.getAttribute("aria-label")) ?? "";
  const transaction = label.replace("Give feedback on transaction ", "");
  expect(transaction).toMatch(/^L-\d+$/);
  await button.click();

  const dialog = page.getByRole("dialog", { name: "Transaction Feedback" });
  await dialog
    .getByRole("textbox", { name: "What is preventing the benefit from being realised?" })
    .fill("The loader bucket was half full after the blast; wet muck at the face.");
  await dialog.getByRole("checkbox", { name: "The benefit will be realised in future" }).check();
  const stored = answerCarrying(page, "scavenger_feedback_payload");
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect((await stored).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  const given = `Feedback given on transaction ${transaction}; give more feedback`;
  await expect(stage(page).getByRole("button", { name: given })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("transactions.png"), fullPage: true });

  await page.reload();
  await openFleetPage(page, "Transactions", false);
  await expect(stage(page).getByRole("button", { name: given })).toBeVisible(DATA);
  await expect(stage(page).locator(`tr[data-transaction="${transaction}"]`)).toHaveClass(
    /fleet-transactions__row--answered/,
  );
});

/**
 * With a modal dialog open, MUI hides the page behind it from assistive technology (aria-hidden) while the
 * dialog's focus trap keeps keyboard focus inside: the focusable controls behind it are the modal pattern at
 * work, not a fault of the dialog, so that one rule is left out while a dialog is open.
 */
const withDialogOpen = (violations: Violation[]) =>
  violations.filter((violation) => violation.ruleId !== "aria/aria-hidden-focus");

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("the scenario panel, its form and the feedback dialog have no serious or critical violation", async ({
    page,
  }) => {
    await openFleetPage(page, "Scenarios");
    await expect(scenarioNames(page).first()).toBeVisible(DATA);
    expect(await seriousViolations(page)).toEqual([]);
    await operations(page).getByRole("button", { name: "Clone" }).click();
    await expect(page.getByRole("dialog", { name: "Clone scenario" })).toBeVisible();
    expect(withDialogOpen(await seriousViolations(page))).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await openFleetPage(page, "Transactions", false);
    const feedback = stage(page).getByRole("button", { name: /feedback on transaction/ });
    await expect(feedback.first()).toBeVisible(DATA);
    expect(await seriousViolations(page)).toEqual([]);
    await feedback.first().click();
    await expect(page.getByRole("dialog", { name: "Transaction Feedback" })).toBeVisible();
    expect(withDialogOpen(await seriousViolations(page))).toEqual([]);
  });
});
