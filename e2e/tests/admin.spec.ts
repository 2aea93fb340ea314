import { expect, type Page, test } from "@playwright/test";
import { signInWithPassword } from "@storyframe/server/testing";
import { DEMO, openSignedIn, signInOnProviderPage } from "../support/auth";
import { linkFromOutbox } from "../support/cli";

const run = Date.now().toString(36);

// One test signs a new user up and in: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** An access token of the demo administrator, for preparing data through the API. */
async function adminToken(baseURL: string): Promise<string> {
  const signedIn = await signInWithPassword(baseURL, {
    clientId: "storyframe-demo",
    email: DEMO.admin.emailAddress,
    password: DEMO.admin.password,
  });
  if (!signedIn.ok) throw new Error(`the administrator could not sign in: ${signedIn.status}`);
  return signedIn.tokens.access_token;
}

const grid = (page: Page) => page.getByRole("table", { name: "User List" });
const row = (page: Page, name: string) => grid(page).getByRole("row").filter({ hasText: name });

test("an administrator adds three users at once, edits one and deletes one", async ({ page, request, baseURL }) => {
  const token = await adminToken(baseURL ?? "");
  const headers = { authorization: `Bearer ${token}` };
  const role = await request.post("/api/roles", {
    headers,
    data: { name: `Field Analyst ${run}`, description: "Analyses the field data." },
  });
  expect(role.status()).toBe(200);
  const group = await request.post("/api/groups", {
    headers,
    data: { name: `North Site ${run}`, description: "People of the northern site." },
  });
  expect(group.status()).toBe(200);

  await openSignedIn(page, "/admin", DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Manage Users", level: 1 })).toBeVisible();
  await expect(grid(page)).toBeVisible();
  for (const header of ["Name", "Email", "Roles", "Groups", "Actions"]) {
    await expect(grid(page).getByRole("columnheader", { name: header })).toBeVisible();
  }
  await expect(row(page, DEMO.admin.name)).toBeVisible();

  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await expect(
    dialog.getByText("A welcome email will be sent to this user, containing instructions for login/registration."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(dialog.getByText("This field is required.")).toHaveCount(2);

  const names = [`Ann ${run}`, `Ben ${run}`, `Cy ${run}`];
  const emails = names.map((name) => `${name.split(" ")[0]?.toLowerCase()}.${run}@demo.storyframe.test`);
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(names.join(", "));
  await dialog.getByRole("textbox", { name: /^Email/ }).fill(emails.slice(0, 2).join(", "));
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(
    dialog.getByText("Length of names and email addresses do not match.  Please double-check both."),
  ).toBeVisible();
  await dialog.getByRole("textbox", { name: /^Email/ }).fill(emails.join(", "));
  await dialog.getByRole("combobox", { name: "Roles" }).click();
  await page.getByRole("option", { name: `Field Analyst ${run}` }).click();
  await dialog.getByRole("combobox", { name: "Groups" }).click();
  await page.getByRole("option", { name: `North Site ${run}` }).click();
  await dialog.getByRole("button", { name: "Add User" }).click();
  for (const name of names) await expect(page.getByText(`${name} has been created successfully.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("textbox", { name: "Search users" }).fill(run);
  for (const name of names) {
    await expect(row(page, name)).toContainText(`Field Analyst ${run}`);
    await expect(row(page, name)).toContainText(`North Site ${run}`);
  }

  await row(page, names[0] ?? "")
    .getByRole("button", { name: `Edit ${names[0]}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await edit.getByRole("textbox", { name: /^Name/ }).fill(`Anna ${run}`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User has been updated successfully.")).toBeVisible();
  await expect(row(page, `Anna ${run}`)).toBeVisible();

  await row(page, names[1] ?? "")
    .getByRole("button", { name: `Delete ${names[1]}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete User?" });
  await expect(confirm.getByText(`Are you sure you want to delete ${names[1]}?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully.")).toBeVisible();
  await expect(row(page, names[1] ?? "")).toHaveCount(0);
  await expect(row(page, names[2] ?? "")).toBeVisible();
});

test("a user with only users::read sees the list but cannot add, edit or delete", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(baseURL ?? "");
  const headers = { authorization: `Bearer ${token}` };
  const role = await request.post("/api/roles", {
    headers,
    data: {
      name: `User Reader ${run}`,
      description: "Reads the user list.",
      explicitTags: { allowed: ["users::read"] },
    },
  });
  expect(role.status()).toBe(200);
  const email = `reader.${run}@demo.storyframe.test`;
  const user = await request.post("/api/users", {
    headers,
    data: { name: `Rita Reader ${run}`, emailAddress: email, roles: [(await role.json()).id] },
  });
  expect(user.status()).toBe(200);

  await page.goto(await linkFromOutbox(email, "/oidc/signup"));
  await page.getByLabel("New password (at least 10 characters)").fill("rita-reads-1");
  await page.getByLabel("Repeat the new password").fill("rita-reads-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("link", { name: "Continue to Storyframe Demo" }).click();
  await signInOnProviderPage(page, email, "rita-reads-1");

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(grid(page)).toBeVisible();
  await expect(row(page, DEMO.admin.name)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Users"]);
  await expect(page.getByRole("button", { name: "Add User" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(grid(page).getByRole("columnheader", { name: "Actions" })).toHaveCount(0);

  await page.goto("/admin/roles");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});

test("a viewer cannot reach the administration", async ({ page }) => {
  await openSignedIn(page, "/admin/users", DEMO.viewer);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("table", { name: "User List" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Manage Users" })).toHaveCount(0);
});

test("roles and groups are listed by name and created with the spec's messages", async ({ page }) => {
  await openSignedIn(page, "/admin/roles", DEMO.admin);
  await expect(page.getByRole("heading", { name: "Manage Roles", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Role" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Role" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(`Planner ${run}`);
  await dialog.getByRole("textbox", { name: /^Description/ }).fill("Plans the work.");
  await dialog.getByRole("button", { name: "Add Role" }).click();
  await expect(page.getByText("Role has been created successfully.")).toBeVisible();
  await page
    .getByRole("table", { name: "Role List" })
    .getByRole("button", { name: `Edit Planner ${run}` })
    .click();
  await expect(page.getByRole("dialog", { name: "Edit Role" }).getByRole("textbox", { name: /^Name/ })).toBeDisabled();
  await page.getByRole("dialog", { name: "Edit Role" }).getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Groups" }).click();
  await expect(page.getByRole("heading", { name: "Manage Groups", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Group" }).click();
  const groupDialog = page.getByRole("dialog", { name: "Add Group" });
  await groupDialog.getByRole("textbox", { name: /^Name/ }).fill(`Planning ${run}`);
  await groupDialog.getByRole("textbox", { name: /^Description/ }).fill("The planners.");
  await groupDialog.getByRole("combobox", { name: "Roles" }).click();
  await page.getByRole("option", { name: `Planner ${run}` }).click();
  await groupDialog.getByRole("button", { name: "Add Group" }).click();
  await expect(page.getByText("Group has been created successfully.")).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Group List" })
      .getByRole("row")
      .filter({ hasText: `Planning ${run}` }),
  ).toContainText(`Planner ${run}`);
});

test("an administrator is not offered to delete their own account, and the server refuses it", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(baseURL ?? "");
  const headers = { authorization: `Bearer ${token}` };
  const own = await request.get(`/api/users?EmailAddress=${encodeURIComponent(DEMO.admin.emailAddress)}`, { headers });
  const [me] = (await own.json()) as { id: string }[];
  const refused = await request.delete(`/api/users/${me?.id}`, { headers });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors).toEqual({ non_field_errors: ["You cannot delete your own account."] });

  await openSignedIn(page, "/admin/users", DEMO.admin);
  const deleteOwn = row(page, DEMO.admin.name).getByRole("button", { name: `Delete ${DEMO.admin.name}` });
  await expect(deleteOwn).toBeDisabled();
  await deleteOwn.locator("..").hover();
  await expect(page.getByRole("tooltip", { name: "You cannot delete your own account." })).toBeVisible();
  await expect(row(page, DEMO.viewer.name).getByRole("button", { name: `Delete ${DEMO.viewer.name}` })).toBeEnabled();
});

test("deleting a role that users hold first names how many and which", async ({ page, request, baseURL }) => {
  const token = await adminToken(baseURL ?? "");
  const headers = { authorization: `Bearer ${token}` };
  const roleName = `Shift Lead ${run}`;
  const role = await request.post("/api/roles", { headers, data: { name: roleName, description: "Leads a shift." } });
  expect(role.status()).toBe(200);
  const roleId = (await role.json()).id as string;
  const holders = [`Hana Holder ${run}`, `Ivo Holder ${run}`];
  for (const name of holders) {
    const emailAddress = `${name.split(" ")[0]?.toLowerCase()}.${run}@demo.storyframe.test`;
    const user = await request.post("/api/users?sendWelcomeEmail=false", {
      headers,
      data: { name, emailAddress, roles: [roleId] },
    });
    expect(user.status()).toBe(200);
  }

  await openSignedIn(page, "/admin/roles", DEMO.admin);
  await page.getByRole("textbox", { name: "Search roles" }).fill(roleName);
  await page.getByRole("button", { name: `Delete ${roleName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Role?" });
  await expect(dialog.getByText("2 users hold this role and will lose it:")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Users who hold it" }).getByRole("listitem")).toHaveText(holders);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Role deleted successfully.")).toBeVisible();
});

test("an 80-character user name keeps every row's edit and delete buttons on screen", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(baseURL ?? "");
  const headers = { authorization: `Bearer ${token}` };
  const longName = `Maximiliana-Alexandrina-Konstantinopoulou-Vanderbilt-Featherstonehaugh-${run}`.padEnd(80, "x");
  expect(longName).toHaveLength(80);
  const user = await request.post("/api/users?sendWelcomeEmail=false", {
    headers,
    data: { name: longName, emailAddress: `long.${run}@demo.storyframe.test` },
  });
  expect(user.status()).toBe(200);

  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, "/admin/users", DEMO.admin);
    await page.getByRole("textbox", { name: "Search users" }).fill(`long.${run}`);
    const longRow = row(page, longName);
    for (const action of ["Edit", "Delete"]) {
      const button = longRow.getByRole("button", { name: `${action} ${longName}` });
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    // The name is cut with an ellipsis in its cell; the whole name shows on hover (the browser's tooltip).
    const name = longRow.getByText(longName, { exact: true });
    expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(name).toHaveAttribute("title", longName);
  }
});
