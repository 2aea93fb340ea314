import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";

export type Account = { name: string; emailAddress: string; password: string; role: string };

/** Cookies and local storage of a signed-in browser, as Playwright saves and restores them. */
type StoredSession = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The web app renews its access token this long before it expires (oidc-client-ts' default). */
const RENEWAL_NOTICE_SECONDS = 60;
/** Room for a test that runs a little past its budget, and for clocks read at different moments. */
const MARGIN_SECONDS = 30;

/** The SPA's stored OpenID Connect user (oidc-client-ts writes it to local storage under `oidc.user:…`). */
type StoredUser = { expires_at: number };

/** Signs in through the identity provider's form, which the app has redirected to. */
export async function signInOnProviderPage(page: Page, emailAddress: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(emailAddress);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens `path`, signs in as `account` through the sign-in form, and waits until the app holds the tokens. */
export async function signInThroughForm(page: Page, path: string, account: Account): Promise<void> {
  await page.goto(path);
  await signInOnProviderPage(page, account.emailAddress, account.password);
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith("oidc.user:")));
}

function sessionFile(account: Account): string {
  const folder = process.env.STORYFRAME_E2E_SESSIONS_DIR;
  if (!folder) throw new Error("STORYFRAME_E2E_SESSIONS_DIR is not set: run the suite with e2e/playwright.config.ts");
  return join(folder, `${account.emailAddress}.json`);
}

function storedUser(session: StoredSession): StoredUser | undefined {
  const entry = session.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name.startsWith("oidc.user:"));
  return entry ? (JSON.parse(entry.value) as StoredUser) : undefined;
}

/** Signs `account` in through the form in a browser context of its own and saves its cookies and local storage. */
export async function createSession(browser: Browser, account: Account): Promise<StoredSession> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInThroughForm(page, "/", account);
    const session = await context.storageState();
    const file = sessionFile(account);
    mkdirSync(join(file, ".."), { recursive: true });
    // Written aside and renamed, so a test in another worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(session));
    renameSync(partial, file);
    return session;
  } finally {
    await context.close();
  }
}

/**
 * The saved session of `account` while its access token outlasts the running test, else a new one.
 *
 * Sessions are shared by every test, so none may renew its token: the provider rotates refresh tokens and revokes
 * the whole sign-in when one is used twice. A session is handed out only while its access token stays valid for
 * the test's whole time budget plus the app's renewal notice; an older one is replaced by a fresh sign-in.
 */
export async function sessionFor(browser: Browser, account: Account): Promise<StoredSession> {
  const { timeout } = test.info();
  const neededSeconds = (timeout > 0 ? timeout / 1000 : 300) + RENEWAL_NOTICE_SECONDS + MARGIN_SECONDS;
  const file = sessionFile(account);
  if (existsSync(file)) {
    const session = JSON.parse(readFileSync(file, "utf8")) as StoredSession;
    const expiresAt = storedUser(session)?.expires_at ?? 0;
    if (expiresAt - Date.now() / 1000 >= neededSeconds) return session;
  }
  return createSession(browser, account);
}

/**
 * Opens `path` in `page` signed in as `account` with the account's saved session (the app's tokens in local
 * storage and the identity provider's session cookie), without going through the sign-in form.
 */
export async function openWithSession(page: Page, path: string, account: Account): Promise<void> {
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error("the page's context has no browser to sign in with");
  await context.setStorageState(await sessionFor(browser, account));
  await page.goto(path);
}
