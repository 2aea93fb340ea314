import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";

const FRAME_TITLE = "Haul fleet at a glance";

const selector = (page: Page, branch: string) => page.getByRole("button", { name: `Branch: ${branch}` });
const branchNotice = (page: Page) => page.getByRole("status").filter({ hasText: "You are viewing branch" });

// The first storyline of a fresh installation waits for the data engine to load the demo data.
test.describe.configure({ timeout: 120_000 });

test.describe("branches from the selector", () => {
  test("a developer creates a branch from the current one, works on it, goes back to main and deletes it", async ({
    page,
  }) => {
    const stamp = Date.now();
    const branch = `e2e-draft-${stamp}`;
    await openSignedIn(page, "/", DEMO.developer);
    await expect(branchNotice(page)).toHaveCount(0);

    // Create it: the name is shown as it will be created, and the app switches to it.
    await selector(page, "main").click();
    await page.getByRole("menuitem", { name: "New branch…" }).click();
    const create = page.getByRole("dialog", { name: "New branch" });
    await expect(create).toContainText('A copy of branch "main"');
    const name = create.getByRole("textbox", { name: /Branch name/ });
    await name.fill("-oops");
    await expect(create.getByText("Branch name must begin and end with a letter or a digit.")).toBeVisible();
    await name.fill(`E2E-Draft--${stamp}`);
    await expect(create.getByText(`Will be created as: ${branch}`)).toBeVisible();
    await name.press("Enter");
    await expect(create).toBeHidden();
    await expect(selector(page, branch)).toBeVisible();
    await expect(branchNotice(page)).toHaveText(new RegExp(`You are viewing branch "${branch}"\\.`));

    // The same name again is refused by the server, in the dialog.
    await selector(page, branch).click();
    await page.getByRole("menuitem", { name: "New branch…" }).click();
    const again = page.getByRole("dialog", { name: "New branch" });
    await again.getByRole("textbox", { name: /Branch name/ }).fill(branch);
    await again.getByRole("button", { name: "Create branch" }).click();
    await expect(again.getByRole("alert")).toHaveText(`Branch '${branch}' already exists.`);
    // The refusal gives the focus back to the name, from where Escape closes the dialog.
    await expect(again.getByRole("textbox", { name: /Branch name/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "New branch" })).toBeHidden();

    // A storyline opens on the branch (a copy of main), and the notice stays on every page.
    const storylineAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/web/v1/storylines/fleet-operations",
    );
    await page.goto("/storylines/fleet-operations");
    expect((await storylineAnswer).request().headers().branch).toBe(branch);
    await expect(page.getByTestId("frame-title")).toHaveText(FRAME_TITLE);
    await expect(branchNotice(page)).toBeVisible();

    // One click back to main.
    await branchNotice(page).getByRole("button", { name: "Back to main" }).click();
    await expect(branchNotice(page)).toHaveCount(0);
    await expect(selector(page, "main")).toBeVisible();
    await expect(page.getByTestId("frame-title")).toHaveText(FRAME_TITLE);

    // Delete it after confirming; main is never offered.
    await selector(page, "main").click();
    await page.getByRole("menuitem", { name: "Delete branch…" }).click();
    const remove = page.getByRole("dialog", { name: "Delete branch" });
    const choice = remove.getByRole("combobox", { name: "Branch" });
    await expect(choice.getByRole("option", { name: "main", exact: true })).toHaveCount(0);
    await choice.selectOption(branch);
    await expect(remove).toContainText(
      `Branch "${branch}" and all its content will be deleted. This cannot be undone.`,
    );
    await remove.getByRole("button", { name: "Delete branch" }).click();
    await expect(remove).toBeHidden();

    await selector(page, "main").click();
    await expect(page.getByRole("menuitem", { name: "main" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: branch })).toHaveCount(0);
  });

  test("deleting the branch shown goes back to main", async ({ page }) => {
    const branch = `e2e-gone-${Date.now()}`;
    await openSignedIn(page, "/", DEMO.developer);
    await selector(page, "main").click();
    await page.getByRole("menuitem", { name: "New branch…" }).click();
    await page
      .getByRole("dialog", { name: "New branch" })
      .getByRole("textbox", { name: /Branch name/ })
      .fill(branch);
    await page.keyboard.press("Enter");
    await expect(branchNotice(page)).toBeVisible();

    await selector(page, branch).click();
    await page.getByRole("menuitem", { name: "Delete branch…" }).click();
    const remove = page.getByRole("dialog", { name: "Delete branch" });
    await expect(remove.getByRole("combobox", { name: "Branch" })).toHaveValue(branch);
    await expect(remove).toContainText("You are viewing it: the app goes back to main.");
    await remove.getByRole("button", { name: "Delete branch" }).click();

    await expect(selector(page, "main")).toBeVisible();
    await expect(branchNotice(page)).toHaveCount(0);
  });

  test("a viewer has no branch selector and no branch notice", async ({ page }) => {
    await openSignedIn(page, "/");
    await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Branch:/ })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "New branch…" })).toHaveCount(0);
    await expect(branchNotice(page)).toHaveCount(0);
  });
});
