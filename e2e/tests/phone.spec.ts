import { expect, type Locator, type Page, test } from "@playwright/test";
import { openSignedIn } from "../support/auth";

/** A phone held upright. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Each test steps through several frames, the flight log's among them (200,000 rows).
test.describe.configure({ timeout: 120_000 });

const frameBusy = (page: Page) => page.locator(".sf-frame-stage__frame");

/** Waits until the frame's data has arrived, the frame has slid into place and the browser has laid it out. */
async function settled(page: Page): Promise<void> {
  await expect(frameBusy(page)).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  await frameBusy(page).evaluate((frame) => Promise.all(frame.getAnimations().map((animation) => animation.finished)));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Scrolls whatever holds the frame (the page or a region of it) to its end. */
async function scrollToEnd(page: Page): Promise<void> {
  await frameBusy(page).evaluate((frame) => {
    for (let element: Element | null = frame; element !== null; element = element.parentElement) {
      if (element.scrollHeight > element.clientHeight + 1) element.scrollTop = element.scrollHeight;
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/** Steps forward with the Next button until the frame of that title shows. */
async function stepTo(page: Page, frameTitle: string): Promise<void> {
  const title = page.getByTestId("frame-title");
  const next = page.getByRole("button", { name: "Next frame" });
  for (let step = 0; step < 40 && (await title.textContent()) !== frameTitle; step += 1) {
    const before = await title.textContent();
    await next.click();
    await expect(title).not.toHaveText(before ?? "");
  }
  await expect(title).toHaveText(frameTitle);
}

/** Whether the element is the one a tap at its centre reaches (nothing lies over it). */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test("previous and next stay on screen in a bar at the bottom while a tall frame is read", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  const title = page.getByTestId("frame-title");
  await expect(title).toHaveText("Haul fleet at a glance");
  await settled(page);
  const next = page.getByRole("button", { name: "Next frame" });
  const previous = page.getByRole("button", { name: "Previous frame" });
  // The frame is taller than the screen, and the buttons are reachable without scrolling.
  const frame = await frameBusy(page).boundingBox();
  expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeGreaterThan(844);
  await expect(next).toBeInViewport({ ratio: 1 });
  await expect(previous).toBeInViewport({ ratio: 1 });
  const bar = page.getByRole("navigation", { name: "Frames" });
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844);
  expect(box?.width).toBe(390);

  await next.click();
  await expect(title).toHaveText("Headline figures");
  await settled(page);
  // Read to the end of the frame: the bar is still there, and the frame's end is not under it.
  await scrollToEnd(page);
  await expect(next).toBeInViewport({ ratio: 1 });
  expect(await isOnTop(next)).toBe(true);
  const end = await frameBusy(page).boundingBox();
  const barTop = (await bar.boundingBox())?.y ?? 0;
  expect((end?.y ?? 0) + (end?.height ?? 0)).toBeLessThanOrEqual(barTop);
  const lastText = page.locator(".sf-frame-stage__frame .sf-source__meaning").last();
  await expect(lastText).toBeInViewport({ ratio: 1 });
  expect(await isOnTop(lastText)).toBe(true);

  await previous.click();
  await expect(title).toHaveText("Haul fleet at a glance");
});

test("a table wider than the phone keeps its first column in view when scrolled sideways", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  const title = page.getByTestId("frame-title");
  await expect(title).toHaveText("Haul fleet at a glance");
  const next = page.getByRole("button", { name: "Next frame" });
  for (const frame of [
    "Headline figures",
    "Where the fleet's clock time went",
    "Status mix at a glance",
    "Tonnes hauled per day",
  ]) {
    await next.click();
    await expect(title).toHaveText(frame);
  }
  await settled(page);
  const region = page.locator(".sf-frame-stage__frame .sf-table__scroll").first();
  const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);

  const firstCell = region.locator("tbody tr").first().locator("td").first();
  const header = region.locator("thead th").first();
  await expect(header).toHaveText("Day");
  const before = await firstCell.boundingBox();
  await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const after = await firstCell.boundingBox();
  const regionBox = await region.boundingBox();
  // The key column has not moved and sits at the region's left edge, above the columns that scrolled beneath it.
  expect(after?.x).toBe(before?.x);
  expect(Math.round(after?.x ?? -1)).toBe(Math.round(regionBox?.x ?? 0));
  expect(await isOnTop(firstCell)).toBe(true);
  expect(await isOnTop(header)).toBe(true);
  await expect(firstCell).toHaveText(/^\w{3} \d{1,2} \w{3}$/);
  // The last column has come into view beside it.
  await expect(region.locator("thead th").last()).toBeInViewport({ ratio: 0.95 });
  await page.screenshot({ path: test.info().outputPath("phone-table.png") });
});

test("the data grid of the flight log keeps its first column in view when scrolled sideways", async ({ page }) => {
  await openSignedIn(page, "/storylines/us-air-travel");
  await stepTo(page, "Every departure of early January 2001");
  await settled(page);
  const scroller = page.locator(".sf-frame-stage__frame .MuiDataGrid-virtualScroller").first();
  await expect(page.locator(".sf-frame-stage__frame .MuiDataGrid-row").first()).toBeVisible();
  const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  const header = page.getByRole("columnheader", { name: "Departure" });
  const firstCell = page.locator('.sf-frame-stage__frame .MuiDataGrid-row [data-field="departure"]').first();
  const before = await firstCell.boundingBox();
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // The grid re-renders its rows after a sideways scroll; the cell is measured once they are back.
  await expect.poll(async () => (await firstCell.boundingBox())?.x).toBe(before?.x);
  expect(await isOnTop(firstCell)).toBe(true);
  expect(await isOnTop(header)).toBe(true);
  await expect(page.getByRole("columnheader", { name: "On time" })).toBeInViewport({ ratio: 0.95 });
  await page.screenshot({ path: test.info().outputPath("phone-grid.png") });
});
