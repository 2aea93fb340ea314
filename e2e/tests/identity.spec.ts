import { expect, test } from "@playwright/test";
import { type Account, DEMO, signInOnProviderPage, signInThroughForm } from "../support/auth";
import { linkFromOutbox, storyframeCli } from "../support/cli";

// New users get addresses of their own, so the tests also pass against a data folder an earlier run used.
const run = Date.now().toString(36);

// The other tests open the app with each account's saved session; these sign in through the form.
for (const account of Object.values(DEMO)) {
  test(`the ${account.role} demo account signs in end to end and sees their name`, async ({ page }) => {
    await signInThroughForm(page, "/", account);
    await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(account.name) })).toBeVisible();
  });
}

test("Log Out signs the user out and returns to the same address", async ({ page }) => {
  // Signing out ends the provider session: this test signs in for itself, never with the shared saved session.
  await signInThroughForm(page, "/reports/quarterly", DEMO.viewer);
  await expect(page.getByText("We're sorry, but the requested resource does not exist.")).toBeVisible();
  await page.getByRole("button", { name: /Vera Viewer/ }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();

  // Signed out, the same address asks for sign-in again, and signing in lands on it.
  await signInOnProviderPage(page, DEMO.viewer.emailAddress, DEMO.viewer.password);
  await expect(page).toHaveURL(/\/reports\/quarterly$/);
  await expect(page.getByText("We're sorry, but the requested resource does not exist.")).toBeVisible();
});

test("a saved sign-in whose access token has expired is renewed with its refresh token, without the sign-in form", async ({
  browser,
  page,
}) => {
  // Renewing rotates the refresh token: this test renews a sign-in of its own, never a shared saved session.
  await signInThroughForm(page, "/", DEMO.viewer);
  const saved = await page.context().storageState();
  const expired = {
    ...saved,
    origins: saved.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name.startsWith("oidc.user:")
          ? {
              ...item,
              value: JSON.stringify({ ...JSON.parse(item.value), expires_at: Math.floor(Date.now() / 1000) - 1 }),
            }
          : item,
      ),
    })),
  };
  const context = await browser.newContext({ storageState: expired });
  try {
    const later = await context.newPage();
    const renewal = later.waitForRequest(
      (request) =>
        request.url().endsWith("/oidc/token") && request.postData()?.includes("grant_type=refresh_token") === true,
    );
    await later.goto("/");
    expect((await (await renewal).response())?.status()).toBe(200);
    await expect(later.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
    await expect(later.getByRole("button", { name: new RegExp(DEMO.viewer.name) })).toBeVisible();
    await expect(later.getByRole("heading", { name: "Sign in" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("a wrong password shows a clear message and signs nobody in", async ({ page }) => {
  await page.goto("/");
  await signInOnProviderPage(page, DEMO.admin.emailAddress, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("password reset by the e-mailed link sets a new password that signs in", async ({ page }) => {
  const account: Account = {
    name: "Rita Reset",
    emailAddress: `rita.${run}@demo.storyframe.test`,
    password: "ritas-first-password",
    role: "Viewer",
  };
  await storyframeCli(
    "user",
    "create",
    "demo",
    account.emailAddress,
    "--name",
    account.name,
    "--role",
    "Viewer",
    "--password",
    account.password,
  );

  await page.goto("/");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail address").fill(account.emailAddress);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  await page.goto(await linkFromOutbox(account.emailAddress, "/oidc/password-reset/confirm"));
  await page.getByLabel("New password (at least 10 characters)").fill("ritas-new-password");
  await page.getByLabel("Repeat the new password").fill("ritas-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();

  await page.getByRole("link", { name: "Continue to Storyframe Demo" }).click();
  await signInOnProviderPage(page, account.emailAddress, "ritas-new-password");
  await expect(page.getByRole("button", { name: /Rita Reset/ })).toBeVisible();
});

test("an invited user signs up through the welcome e-mail's link", async ({ page }) => {
  const ivan = `ivan.${run}@demo.storyframe.test`;
  await storyframeCli("user", "create", "demo", ivan, "--name", "Ivan Invited", "--role", "Viewer");
  await page.goto(await linkFromOutbox(ivan, "/oidc/signup"));
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("New password (at least 10 characters)").fill("ivans-password-1");
  await page.getByLabel("Repeat the new password").fill("ivans-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to Storyframe Demo" }).click();
  await signInOnProviderPage(page, ivan, "ivans-password-1");
  await expect(page.getByRole("button", { name: /Ivan Invited/ })).toBeVisible();
});

test("the login callback shows 'Access Denied' with the owner's contact when not authorized", async ({ page }) => {
  await page.goto(
    "/login-callback?error=access_denied&error_description=The%20user%20is%20not%20authorized%20for%20this%20tenant&state=x",
  );
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("The user is not authorized for this tenant")).toBeVisible();
  await expect(page.getByRole("link", { name: /owner@demo\.storyframe\.test/ })).toHaveAttribute(
    "href",
    /^mailto:owner@demo\.storyframe\.test/,
  );
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
});

test("the login callback shows 'Login Failed' for other errors, without the owner's contact", async ({ page }) => {
  await page.goto("/login-callback?error=server_error&error_description=Something%20broke&state=x");
  await expect(page.getByRole("heading", { name: "Login Failed" })).toBeVisible();
  await expect(page.getByText("Something broke")).toBeVisible();
  await expect(page.getByRole("link", { name: /owner@demo/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
