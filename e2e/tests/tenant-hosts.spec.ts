import { type Browser, chromium, expect, type Page, test } from "@playwright/test";
import { signInOnProviderPage } from "../support/auth";
import { storyframeCli, urlForHost } from "../support/cli";

/** A tenant reached under two host names: a loopback address and a name of its own. */
const HOSTS = ["127.0.0.2", "acme.test"] as const;
const ACCOUNT = { name: "Ann Acme", emailAddress: "ann@acme.test", password: "anns-password-1" };

// One tenant, created once: the tests share it and run in order.
test.describe.configure({ mode: "serial" });

let browser: Browser;

test.beforeAll(async () => {
  await storyframeCli(
    "tenant",
    "create",
    "acme",
    "--name",
    "Acme Co",
    ...HOSTS.flatMap((host) => ["--hostname", host]),
  );
  await storyframeCli(
    "user",
    "create",
    "acme",
    ACCOUNT.emailAddress,
    "--name",
    ACCOUNT.name,
    "--password",
    ACCOUNT.password,
  );
  // The server listens on 127.0.0.1 only: both host names are sent there, and acme.test counts as a secure
  // context (as HTTPS would in production) so sign-in's PKCE can use Web Crypto.
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--host-resolver-rules=MAP acme.test 127.0.0.1, MAP 127.0.0.2 127.0.0.1",
      `--unsafely-treat-insecure-origin-as-secure=${urlForHost("acme.test", "")}`,
    ],
  });
});

test.afterAll(async () => {
  await browser.close();
});

/** Every Content-Security-Policy complaint Chromium logs while the page is used. */
function policyComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|form-action/i.test(message.text())) complaints.push(message.text());
  });
  return complaints;
}

for (const host of HOSTS) {
  test(`a tenant's user signs in and out on its host name ${host}`, async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const complaints = policyComplaints(page);
      await page.goto(urlForHost(host));
      await signInOnProviderPage(page, ACCOUNT.emailAddress, ACCOUNT.password);
      await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`^http://${host.replaceAll(".", "\\.")}:\\d+/`));

      await page.getByRole("button", { name: new RegExp(ACCOUNT.name) }).click();
      await page.getByRole("menuitem", { name: "Log Out" }).click();
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      expect(complaints).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
