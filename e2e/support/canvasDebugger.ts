import { expect, type Page } from "@playwright/test";

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

/** A branch of its own, for a test whose saves no other test may see; deleting it restores everything. */
type OwnBranch = {
  name: string;
  /** The headers of a content API request on the branch. */
  headers: Record<string, string>;
  /** Forgets the viewer's branch choice and deletes the branch. */
  remove(): Promise<void>;
};

/** Creates a branch from main, named `<prefix>-<time>`. */
export async function createOwnBranch(page: Page, token: string, prefix: string): Promise<OwnBranch> {
  const name = `${prefix}-${Date.now()}`;
  const authorization = { Authorization: `Bearer ${token}` };
  const created = await page.request.put(`/api/branches/demo/${name}`, {
    headers: authorization,
    data: { createdFrom: "main" },
  });
  expect(created.status()).toBe(201);
  return {
    name,
    headers: { ...authorization, Branch: name },
    remove: async () => {
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith("storyframe.activeBranch.")) localStorage.removeItem(key);
      });
      const removed = await page.request.delete(`/api/branches/demo/${name}`, { headers: authorization });
      expect(removed.status()).toBe(204);
    },
  };
}

/** Switches the viewer from main to `branch` with the branch selector. */
export async function switchToBranch(page: Page, branch: string): Promise<void> {
  await page.getByRole("button", { name: "Branch: main" }).click();
  await page.getByRole("menuitem", { name: branch }).click();
  await expect(page.getByRole("button", { name: `Branch: ${branch}` })).toBeVisible();
}

type StoredTemplate = { jsx: string; css: string; version: number };

/** A storyline's template as the server stores it on the branch `headers` name. */
export async function storedTemplate(
  page: Page,
  headers: Record<string, string>,
  storyline: string,
  template: string,
): Promise<StoredTemplate> {
  const answer = await page.request.get(`/api/web/v1/storylines/${storyline}`, { headers });
  expect(answer.status()).toBe(200);
  const stored = ((await answer.json()) as { templates: Record<string, StoredTemplate> }).templates[template];
  expect(stored).toBeDefined();
  return stored as StoredTemplate;
}
