import { expect, type Locator, type Page } from "@playwright/test";

/** The storyline viewer's mini-map. */
export const miniMap = (page: Page) => page.getByRole("navigation", { name: "Storyline map" });

/** Resolves once `locator` has held its place on the screen for ten animation frames in a row. */
export async function holdsStill(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = "";
        let stillFrames = 0;
        const check = () => {
          const { x, y } = element.getBoundingClientRect();
          stillFrames = `${x},${y}` === last ? stillFrames + 1 : 0;
          last = `${x},${y}`;
          if (stillFrames >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Shows a frame of the open storyline by its title in the mini-map, and waits until the canvas has finished
 * scrolling to it: a pointer aimed at the frame while it still glides would land on something else.
 */
export async function showFrameFromMiniMap(page: Page, title: string): Promise<void> {
  await miniMap(page).getByRole("button", { name: title }).click();
  await expect(page.getByTestId("frame-title")).toHaveText(title);
  await holdsStill(page.locator(".sf-frame-stage"));
}

/** Collects what the page reports as broken: console errors and uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/**
 * Records, from the page's first script on, every breach of its Content-Security-Policy the browser reports (a
 * refused eval is not logged to the console, only reported); `policyViolations` reads them.
 */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

/** The breaches of its Content-Security-Policy the page reported since `watchPolicyViolations`. */
export const policyViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? []);

/**
 * Serves the app's pages without the client settings the server writes into them, as a server that writes none
 * would (decision 072): the app then asks `GET /api/settings/client` for them, so a test can make that call fail.
 */
export async function withoutSettingsInPage(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|data|oidc|tenant-assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="storyframe-bootstrap">)[\s\S]*?(<\/script>)/,
        "$1$2",
      );
      // The body is sent decoded and changed: its coding and length no longer apply.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)),
      );
      await route.fulfill({ response, body, headers });
    },
  );
}
