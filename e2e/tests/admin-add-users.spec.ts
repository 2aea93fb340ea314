import { expect, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";

const run = Date.now().toString(36);

test("adding users at once reports each one that was not created, with the answer, and keeps it in the form", async ({
  page,
}) => {
  const newcomer = { name: `Nia ${run}`, emailAddress: `nia.${run}@demo.storyframe.test` };
  // The viewer's address is taken already: that user cannot be created again.
  const duplicate = { name: `Vera Again ${run}`, emailAddress: DEMO.viewer.emailAddress };

  await openSignedIn(page, "/admin/users", DEMO.admin);
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(`${newcomer.name}, ${duplicate.name}`);
  await dialog.getByRole("textbox", { name: /^Email/ }).fill(`${newcomer.emailAddress}, ${duplicate.emailAddress}`);
  await dialog.getByRole("button", { name: "Add User" }).click();

  await expect(page.getByText(`${newcomer.name} has been created successfully.`)).toBeVisible();
  await expect(
    page.getByText(`${duplicate.name} was not created successfully - A user with this e-mail address already exists.`),
  ).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveValue(duplicate.name);
  await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue(duplicate.emailAddress);
});
