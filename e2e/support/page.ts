import type { Page } from "@playwright/test";

/** The storyline viewer's mini-map. */
export const miniMap = (page: Page) => page.getByRole("navigation", { name: "Storyline map" });

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
