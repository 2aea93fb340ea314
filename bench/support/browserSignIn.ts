import type { BrowserContext } from "playwright-core";

/** The demo tenant's viewer account (README, demo accounts). */
export const DEMO_VIEWER = { email: "viewer@demo.storyframe.test", password: "storyframe-viewer" };

/** Signs the demo viewer in through the sign-in page, as a visitor would; the context keeps the tokens. */
export async function signInBrowser(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel("E-mail address").fill(DEMO_VIEWER.email, { timeout: 180_000 });
  await page.getByLabel("Password").fill(DEMO_VIEWER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${base}/`, { timeout: 120_000 });
  await page.waitForSelector("main");
  await page.close();
}
