import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/accessibility";
import { DEMO, openSignedIn } from "../support/auth";
import { storyframeCli } from "../support/cli";

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Side menu" });
const storylines = (page: Page) => page.getByRole("tree", { name: "Storylines" });

/** Calls the API from the signed-in page with the user's access token. */
async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith("oidc.user:"));
      const token = key
        ? (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token
        : "";
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { method, path, body },
  );
}

test.describe("side menu", () => {
  test("searches the menu after a pause and says when nothing matches", async ({ page }) => {
    await openSignedIn(page, "/");
    await expect(storylines(page).getByRole("treeitem", { name: "World & Markets" })).toBeVisible();
    const search = sideMenu(page).getByRole("searchbox", { name: "Search menu" });

    await search.fill("air");
    // Matches show fully expanded; the rest is gone.
    await expect(storylines(page).getByRole("treeitem", { name: "US air travel" })).toBeVisible();
    await expect(storylines(page).getByRole("treeitem", { name: "World & Markets" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(storylines(page).getByRole("treeitem", { name: "Tech stocks" })).toHaveCount(0);
    await expect(storylines(page).getByRole("treeitem", { name: "Operations" })).toHaveCount(0);

    await search.fill("no such storyline");
    await expect(sideMenu(page).getByText("No items found.")).toBeVisible();

    await sideMenu(page).getByRole("button", { name: "Clear search" }).click();
    await expect(storylines(page).getByRole("treeitem", { name: "Operations" })).toBeVisible();
  });

  test("is operable with the keyboard", async ({ page }) => {
    await openSignedIn(page, "/");
    const world = storylines(page).getByRole("treeitem", { name: "World & Markets" });
    await expect(world).toBeVisible();
    await storylines(page).getByRole("treeitem", { name: "Operations" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(world).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(world).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowRight");
    await expect(storylines(page).getByRole("treeitem", { name: "World development" })).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/storylines\/tech-stocks(\?frame=|$)/);
  });

  test("selects the current page's item and offers its siblings in the breadcrumb", async ({ page }) => {
    await openSignedIn(page, "/storylines/tech-stocks");
    // On a storyline page the menu waits unpinned, over the page, until it is opened.
    await page.getByRole("button", { name: "Open menu" }).click();
    const item = storylines(page).getByRole("treeitem", { name: "Tech stocks" });
    await expect(item).toHaveAttribute("aria-current", "page");

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByText("World & Markets")).toBeVisible();
    await breadcrumb.getByRole("button", { name: "Tech stocks" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["World development", "US air travel", "Tech stocks"]);
    await page.getByRole("menuitem", { name: "US air travel" }).click();
    await expect(page).toHaveURL(/\/storylines\/us-air-travel(\?frame=|$)/);
    await expect(storylines(page).getByRole("treeitem", { name: "US air travel" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("can be unpinned to float over the page, and remembers it", async ({ page }) => {
    await openSignedIn(page, "/");
    await sideMenu(page).getByRole("button", { name: "Unpin menu" }).click();
    // Floating: choosing an item closes it.
    await storylines(page).getByRole("treeitem", { name: "World & Markets" }).click();
    await storylines(page).getByRole("treeitem", { name: "US air travel" }).click();
    await expect(page).toHaveURL(/us-air-travel(\?frame=|$)/);
    await expect(sideMenu(page)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    await sideMenu(page).getByRole("button", { name: "Pin menu" }).click();
    await page.reload();
    await expect(sideMenu(page)).toBeVisible();
    await expect(sideMenu(page).getByRole("button", { name: "Unpin menu" })).toBeVisible();
  });

  test("keeps a dragged width across a reload", async ({ page }) => {
    await openSignedIn(page, "/");
    await expect(sideMenu(page)).toBeVisible();
    expect((await sideMenu(page).boundingBox())?.width).toBe(400);

    const handle = page.getByRole("separator", { name: "Resize side menu" });
    const box = await handle.boundingBox();
    if (!box) throw new Error("no resize handle");
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + 200, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute("aria-valuenow", "280");
    expect(await page.evaluate(() => localStorage.getItem("sidenav-width"))).toBe("280");

    await page.reload();
    await expect(sideMenu(page)).toBeVisible();
    expect((await sideMenu(page).boundingBox())?.width).toBe(280);
    // Never narrower than 100.
    await page.getByRole("separator", { name: "Resize side menu" }).focus();
    await page.keyboard.press("Home");
    await expect(page.getByRole("separator", { name: "Resize side menu" })).toHaveAttribute("aria-valuenow", "100");
  });

  test("hides items whose tags the user lacks", async ({ browser }) => {
    const viewer = await browser.newPage();
    await openSignedIn(viewer, "/", DEMO.viewer);
    await expect(storylines(viewer).getByRole("treeitem", { name: "World & Markets" })).toBeVisible();
    await expect(storylines(viewer).getByRole("treeitem", { name: "Template gallery" })).toHaveCount(0);
    await expect(sideMenu(viewer).getByRole("treeitem", { name: "Administration" })).toHaveCount(0);
    await viewer.close();

    const developer = await browser.newPage();
    await openSignedIn(developer, "/", DEMO.developer);
    await expect(storylines(developer).getByRole("treeitem", { name: "Template gallery" })).toBeVisible();
    await developer.close();

    const admin = await browser.newPage();
    await openSignedIn(admin, "/", DEMO.admin);
    const administration = sideMenu(admin).getByRole("treeitem", { name: "Administration" });
    await expect(administration).toHaveAttribute("href", "/admin");
    await administration.focus();
    await admin.keyboard.press("ArrowRight");
    await expect(sideMenu(admin).getByRole("treeitem", { name: "Users" })).toHaveAttribute("href", "/admin/users");
    await expect(sideMenu(admin).getByRole("treeitem", { name: "Roles" })).toHaveAttribute("href", "/admin/roles");
    await expect(sideMenu(admin).getByRole("treeitem", { name: "Groups" })).toHaveAttribute("href", "/admin/groups");
    await admin.close();
  });
});

test.describe("navigation bar", () => {
  test("shows a spinner while a request is under way", async ({ page }) => {
    await openSignedIn(page, "/");
    await expect(storylines(page)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading data" })).toHaveCount(0);

    // The menu's answer is held back until the spinners have been seen, however long that takes.
    let answerMenu = () => {};
    const menuAnswered = new Promise<void>((resolve) => {
      answerMenu = resolve;
    });
    await page.route("**/api/web/v1/menu-items", async (route) => {
      await menuAnswered;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole("banner").getByRole("progressbar", { name: "Loading data" })).toBeVisible();
    await expect(sideMenu(page).getByRole("status", { name: "Loading menu items" })).toBeVisible();
    answerMenu();
    await expect(storylines(page)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading data" })).toHaveCount(0);
  });

  test("says 'Failed to load menu items.' when the menu cannot be loaded", async ({ page }) => {
    await page.route("**/api/web/v1/menu-items", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: '{"message":"Nope","traceId":"t-1"}' }),
    );
    await openSignedIn(page, "/");
    await expect(sideMenu(page).getByText("Failed to load menu items.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load menu items." }).first()).toBeVisible();
  });

  test("sends the session's trace id with API calls and reports failed ones", async ({ page }) => {
    const reports: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/proxy/logging")) reports.push(request.postDataJSON());
    });
    await openSignedIn(page, "/");
    await expect(storylines(page)).toBeVisible();

    // Once the server said its metastore version (0.9.0 ≥ 0.8.4), calls carry the trace id.
    const traced = page.waitForRequest((request) => request.url().endsWith("/api/preferences"));
    await page.route("**/api/preferences", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: '{"message":"Gone","traceId":"t-9"}' }),
    );
    await page.getByRole("button", { name: DEMO.viewer.name }).click();
    await page.getByRole("menuitem", { name: "Preferences" }).click();
    expect((await traced).headers()["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText("Your preferences could not be loaded.")).toBeVisible();

    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]).toMatchObject({
      kind: "api",
      message: "Gone",
      request: { method: "GET", url: "/api/preferences", status: 404 },
    });
  });

  test("offers a pre-filled request for assistance to the tenant owner", async ({ page }) => {
    await openSignedIn(page, "/storylines/tech-stocks");
    const link = page.getByRole("link", { name: "Request assistance" });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith("mailto:owner@demo.storyframe.test?")).toBe(true);
    const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body") ?? "";
    expect(body).toContain("/storylines/tech-stocks");
    expect(body).toContain(`User: ${DEMO.viewer.name} <${DEMO.viewer.emailAddress}>`);
    expect(body).toMatch(/Window size: \d+ x \d+/);
    expect(body).toContain("Browser: Mozilla/");
  });
});

test.describe("branches", () => {
  test("a developer switches branch and the menu reloads from it", async ({ page }) => {
    const branch = `e2e-shell-${Date.now()}`;
    await openSignedIn(page, "/", DEMO.developer);
    await expect(storylines(page).getByRole("treeitem", { name: "World & Markets" })).toBeVisible();
    expect(await apiCall(page, "PUT", `/api/branches/demo/${branch}`, { createdFrom: "main" })).toBe(201);

    // Change a menu title on the new branch only.
    const folder = mkdtempSync(join(tmpdir(), "storyframe-branch-"));
    await storyframeCli("content", "pull", "--tenant", "demo", "--branch", branch, folder);
    const menuFile = join(folder, "menu.json");
    writeFileSync(menuFile, readFileSync(menuFile, "utf8").replace('"World & Markets"', '"World & Markets (draft)"'));
    await storyframeCli("content", "push", folder, "--tenant", "demo", "--branch", branch);

    await page.getByRole("button", { name: "Branch: main" }).click();
    await page.getByRole("menuitem", { name: branch }).click();
    await expect(page.getByRole("button", { name: `Branch: ${branch}` })).toBeVisible();
    await expect(storylines(page).getByRole("treeitem", { name: "World & Markets (draft)" })).toBeVisible();

    // Kept for this user across a reload, and main shows the original again.
    await page.reload();
    await expect(storylines(page).getByRole("treeitem", { name: "World & Markets (draft)" })).toBeVisible();
    await page.getByRole("button", { name: `Branch: ${branch}` }).click();
    await page.getByRole("menuitem", { name: "main" }).click();
    await expect(storylines(page).getByRole("treeitem", { name: "World & Markets", exact: true })).toBeVisible();
  });

  test("viewers have no branch selector", async ({ page }) => {
    await openSignedIn(page, "/");
    await expect(storylines(page)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Branch:/ })).toHaveCount(0);
  });
});

test.describe("preferences", () => {
  test("are saved per user and shown again after a reload", async ({ page }) => {
    await openSignedIn(page, "/preferences", DEMO.developer);
    await expect(page.getByRole("heading", { name: "User Preferences", level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Slide In\/Out/ })).toBeChecked();
    await page.getByRole("radio", { name: /Page Turn/ }).check();
    await page.getByRole("combobox", { name: /Narration Voice/ }).click();
    await page.getByRole("option", { name: "Australian English, Male 1" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Your preferences have been saved successfully.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("radio", { name: /Page Turn/ })).toBeChecked();
    await expect(page.getByRole("combobox", { name: /Narration Voice/ })).toHaveText("Australian English, Male 1");
  });

  test("show at most 5 notifications at once", async ({ page }) => {
    // The page's clock is driven by the test, so a busy machine cannot let a toast's five seconds run out while
    // the seven saves are made.
    await page.clock.install();
    await openSignedIn(page, "/preferences", DEMO.admin);
    const save = page.getByRole("button", { name: "Save Preferences" });
    await expect(save).toBeEnabled();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Answer saves at once.
    await page.route("**/api/preferences", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 200, contentType: "application/json", body: route.request().postData() ?? "" })
        : route.continue(),
    );
    // Count the toasts on screen at every change, to know the most that were ever shown together.
    await page.evaluate(() => {
      const record = window as unknown as { mostToasts: number };
      record.mostToasts = 0;
      new MutationObserver(() => {
        const shown = document.querySelectorAll('[data-testid="notification"]').length;
        record.mostToasts = Math.max(record.mostToasts, shown);
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Each save is given 400 ms of the page's time to show its toast and let the oldest leave: the seven take 2.8 s,
    // well within a toast's five seconds.
    for (let i = 0; i < 7; i += 1) {
      await expect(save).toBeEnabled();
      await save.click();
      await expect(save).toBeEnabled();
      await page.clock.runFor(400);
    }
    await expect(page.getByTestId("notification")).toHaveCount(5);
    expect(await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)).toBe(5);
  });
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  for (const [name, path, account] of [
    ["home", "/", DEMO.viewer],
    ["preferences", "/preferences", DEMO.viewer],
    ["storyline", "/storylines/tech-stocks", DEMO.viewer],
    ["administration", "/admin/users", DEMO.admin],
  ] as const) {
    test(`the ${name} page has no serious or critical violation`, async ({ page }) => {
      if (name === "administration") {
        // An invited user (not signed up yet) puts the list's status chip on the page too.
        const suffix = Math.random().toString(36).slice(2, 8);
        await storyframeCli("user", "create", "demo", `ally-${suffix}@demo.storyframe.test`, "--name", "Ally Invited");
      }
      await openSignedIn(page, path, account);
      // The storyline page's menu floats closed until opened; it is audited open, over the page.
      if (name === "storyline") await page.getByRole("button", { name: "Open menu" }).click();
      await expect(storylines(page)).toBeVisible();
      await expect(page.getByRole("main")).not.toBeEmpty();
      if (name === "administration") await expect(page.getByText("Invited", { exact: true }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
