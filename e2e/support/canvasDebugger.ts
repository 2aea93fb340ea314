import type { Page } from "@playwright/test";

/** The signed-in user's access token, as the app keeps it (oidc-client-ts's user in local storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("oidc.user:"));
    return key ? ((JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token ?? "") : "";
  });
}

/** Opens the Canvas Debugger of the viewer with F2: its popout window. */
export async function openDebugger(page: Page): Promise<Page> {
  const popup = page.waitForEvent("popup");
  await page.keyboard.press("F2");
  const debuggerWindow = await popup;
  await debuggerWindow.waitForLoadState();
  return debuggerWindow;
}
