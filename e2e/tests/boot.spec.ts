import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn, signInOnProviderPage } from "../support/auth";
import { policyViolations, watchErrors, watchPolicyViolations } from "../support/page";

/** The paths of the requests `page` makes until the browser asks for the sign-in page (decision 072). */
function requestsBeforeSignInPage(page: Page): string[] {
  const paths: string[] = [];
  let signInPageAsked = false;
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    signInPageAsked ||= pathname.startsWith("/oidc/interaction/");
    if (!signInPageAsked) paths.push(pathname);
  });
  return paths;
}

for (const path of ["/", "/storylines/fleet-operations"]) {
  test(`a signed-out visitor to ${path} is sent to sign in before any of the app downloads, and comes back to ${path}`, async ({
    browser,
  }) => {
    // A context of its own: none of the saved sessions, as for a first visit.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const requested = requestsBeforeSignInPage(page);

      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

      expect(requested[0]).toBe(path);
      expect(requested.filter((asked) => asked.startsWith("/assets/"))).toEqual([]);
      expect(requested.filter((asked) => asked.startsWith("/api/"))).toEqual([]);

      await signInOnProviderPage(page, DEMO.viewer.emailAddress, DEMO.viewer.password);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole("button", { name: /Vera Viewer/ })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test("a signed-in user's app starts from the settings in the page and asks for the session once, at once", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/session" || pathname === "/api/settings/client") apiCalls.push(pathname);
  });

  await openSignedIn(page, "/");

  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Vera Viewer/ })).toBeVisible();
  expect(apiCalls).toEqual(["/api/session"]);
  // The inline boot script ran under the page's Content-Security-Policy, which names it by its hash.
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});

test("the app and the viewer run within the page's Content-Security-Policy", async ({ page }) => {
  await watchPolicyViolations(page);
  await openSignedIn(page, "/");
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  // A storyline's frame parses the storyline, its data and its components' props with the app's schemas.
  await page.goto("/storylines/tech-stocks");
  await expect(page.locator(".sf-frame-stage__frame[aria-busy='false'] [data-frame]").first()).toBeVisible({
    timeout: 60_000,
  });
  expect(await policyViolations(page)).toEqual([]);
});

test("the pages anyone may open are not sent to sign in", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto("/login-callback?error=server_error&error_description=Something%20broke&state=x");
    await expect(page.getByRole("heading", { name: "Login Failed" })).toBeVisible();
    await expect(page).toHaveURL(/\/login-callback\?/);
  } finally {
    await context.close();
  }
});
