import { expect, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

const frameTitle = "Haul fleet at a glance";

test("isExport=1 shows the frame alone: no navigation bar, filters, mini-map or frame buttons", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations?isExport=1");
  await expect(page.getByTestId("frame-title")).toHaveText(frameTitle);
  await expect(page.locator(".sf-viewer.is-export")).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.locator(".sf-filter-bar")).toBeHidden();
  await expect(miniMap(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Next frame" })).toBeHidden();
});

test("the storyline page's headings go down one level at a time", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  await expect(page.getByTestId("frame-title")).toHaveText(frameTitle);
  await expect(page.locator(".sf-frame-stage__frame")).toHaveAttribute("aria-busy", "false");
  const levels = await page
    .getByRole("heading")
    .evaluateAll((headings) =>
      headings.map((heading) => Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1))),
    );
  expect(levels[0]).toBe(1);
  const skips = levels.flatMap((level, index) => (index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [index] : []));
  expect({ levels, skips }).toEqual({ levels, skips: [] });
});

test("a page whose code cannot be downloaded says the browser cannot reach the Web Application", async ({ page }) => {
  await openSignedIn(page, "/");
  await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
  await page.route(/\/assets\/PreferencesPage-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: /Vera Viewer/ }).click();
  await page.getByRole("menuitem", { name: "Preferences" }).click();
  await expect(
    page.getByRole("heading", { name: "Your browser cannot reach the Storyframe Web Application." }),
  ).toBeVisible();
  await expect(page.getByText(/corporate network or VPN/)).toBeVisible();
});

test("a dialog whose code cannot be downloaded leaves the frame on screen and says the browser cannot reach the Web Application", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, "/storylines/fleet-operations", DEMO.admin);
  await expect(page.getByTestId("frame-title")).toHaveText(frameTitle);
  await page.route(/\/assets\/ShareDialog-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "Your browser cannot reach the Storyframe Web Application." }),
  ).toBeVisible();
  await expect(page.getByTestId("frame-title")).toHaveText(frameTitle);
  await expect(page.getByRole("button", { name: "Next frame" })).toBeVisible();
});
