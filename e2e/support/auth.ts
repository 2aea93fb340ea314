import { expect, type Page } from "@playwright/test";

export type Account = { name: string; emailAddress: string; password: string; role: string };

/** The demo tenant's seeded accounts (their passwords are public, for the demo only). */
export const DEMO: Record<"admin" | "developer" | "viewer", Account> = {
  admin: {
    name: "Ada Admin",
    emailAddress: "admin@demo.storyframe.test",
    password: "storyframe-admin",
    role: "Administrator",
  },
  developer: {
    name: "Dev Developer",
    emailAddress: "developer@demo.storyframe.test",
    password: "storyframe-developer",
    role: "Developer",
  },
  viewer: {
    name: "Vera Viewer",
    emailAddress: "viewer@demo.storyframe.test",
    password: "storyframe-viewer",
    role: "Viewer",
  },
};

/** Fills in the identity provider's sign-in page, which the app has redirected to. */
export async function signInOnProviderPage(page: Page, emailAddress: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(emailAddress);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens `path` and signs in as `account` on the way. */
export async function openSignedIn(page: Page, path: string, account: Account = DEMO.viewer): Promise<void> {
  await page.goto(path);
  await signInOnProviderPage(page, account.emailAddress, account.password);
}
