import { expect, type Page, test } from "@playwright/test";
import { type Account, DEMO, openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

/** The five demo storylines, walked frame by frame by a viewer (the author's guide needs a developer's tags). */
const STORYLINES: { name: string; account: Account }[] = [
  { name: "fleet-operations", account: DEMO.viewer },
  { name: "world-development", account: DEMO.viewer },
  { name: "us-air-travel", account: DEMO.viewer },
  { name: "tech-stocks", account: DEMO.viewer },
  { name: "authors-guide", account: DEMO.developer },
];

/**
 * Frames with a region wider than the frame by design: it may scroll sideways, but must show it (edge cue and a
 * scrollbar, `data-scroll-cue`). A Gantt chart's timeline runs on past the frame's right edge; the shift plan
 * shows how a grid keeps its truck and status columns in view while the columns between them scroll (its lead
 * says so).
 */
const WIDER_BY_DESIGN = new Set([
  "fleet-operations · The workshop's plan for the weeks ahead",
  "fleet-operations · Plan the next day shift",
]);

type Overflow = { element: string; scrollWidth: number; clientWidth: number; cued: boolean };

/** Every element that scrolls sideways and holds more than it shows. */
function sidewaysOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((name) => !name.startsWith("css-")).slice(0, 3);
      return [element.tagName.toLowerCase(), ...classes].join(".");
    };
    const found: Overflow[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      found.push({
        element: describe(element),
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        cued: element.closest("[data-scroll-cue]") !== null,
      });
    }
    return found;
  });
}

/** Waits until the frame's data has arrived and the browser has laid it out. */
async function settled(page: Page): Promise<void> {
  // The 200,000-row flight log takes a while on a busy machine.
  await expect(page.locator(".sf-frame-stage__frame")).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

for (const { name: storyline, account } of STORYLINES) {
  test(`no frame of ${storyline} hides columns in a sideways-scrolled region at 1440x900`, async ({ page }) => {
    test.setTimeout(300_000);
    await openSignedIn(page, `/storylines/${storyline}`, account);
    const title = page.getByTestId("frame-title");
    const next = page.getByRole("button", { name: "Next frame" });
    await expect(title).toBeVisible();

    const problems: string[] = [];
    for (;;) {
      await settled(page);
      const frame = `${storyline} · ${(await title.textContent()) ?? ""}`;
      for (const overflow of await sidewaysOverflows(page)) {
        const allowed = WIDER_BY_DESIGN.has(frame) && overflow.cued;
        if (!allowed) {
          problems.push(`${frame}: ${overflow.element} ${overflow.scrollWidth} > ${overflow.clientWidth}`);
        }
      }
      if (await next.isDisabled()) break;
      const before = await title.textContent();
      await next.click();
      await expect(title).not.toHaveText(before ?? "");
    }
    expect(problems).toEqual([]);
  });
}

test("a table wider than its frame shows that it scrolls sideways, on both edges once scrolled", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await openSignedIn(page, "/storylines/fleet-operations");
  await miniMap(page).getByRole("button", { name: "Speeding by truck" }).click();
  await settled(page);
  const region = page.locator(".sf-frame-stage [data-scroll-cue][data-more-right='true']").first();
  await expect(region).toHaveAttribute("data-more-left", "false");
  await region.evaluate((element) => element.scrollBy({ left: 40 }));
  await expect(region).toHaveAttribute("data-more-left", "true");
});

test("on a storyline the menu opens over the frame and gives way when the user turns to the frame", async ({
  page,
}) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  const sideMenu = page.getByRole("navigation", { name: "Side menu" });
  await expect(page.getByTestId("frame-title")).toBeVisible();
  await expect(sideMenu).toHaveCount(0);
  const frameLeft = (await page.locator(".sf-frame-stage").boundingBox())?.x ?? 0;

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(sideMenu).toBeVisible();
  // Over the frame: the frame has not moved.
  expect((await page.locator(".sf-frame-stage").boundingBox())?.x).toBe(frameLeft);
  await page.getByTestId("frame-title").click();
  await expect(sideMenu).toHaveCount(0);
});

test("the mini-map folds to a rail, gives the frame the width and remembers it", async ({ page }) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  const stage = page.locator(".sf-frame-stage");
  await expect(page.getByTestId("frame-title")).toBeVisible();
  const before = (await stage.boundingBox())?.width ?? 0;

  await miniMap(page).getByRole("button", { name: "Hide storyline map" }).click();
  await expect(miniMap(page).getByRole("button", { name: "Show storyline map" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect.poll(async () => (await stage.boundingBox())?.width ?? 0).toBeGreaterThan(before + 150);

  await page.reload();
  await expect(miniMap(page).getByRole("button", { name: "Show storyline map" })).toBeVisible();
  await miniMap(page).getByRole("button", { name: "Show storyline map" }).click();
  await expect(miniMap(page).getByRole("button", { name: "Headline figures" })).toBeVisible();
});

test("a mini-map preview opens beside the map after a pause, never over the frame, and closes on leaving", async ({
  page,
}) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  const entry = miniMap(page).getByRole("button", { name: "Headline figures" });
  await entry.hover();
  const preview = page.getByRole("tooltip").filter({ has: page.locator(".sf-minimap__preview") });
  await expect(preview).toBeVisible();
  const previewBox = await preview.boundingBox();
  const mapBox = await miniMap(page).boundingBox();
  const stageBox = await page.locator(".sf-frame-stage").boundingBox();
  if (!previewBox || !mapBox || !stageBox) throw new Error("preview, map or frame not laid out");
  expect(previewBox.x).toBeGreaterThanOrEqual(stageBox.x + stageBox.width);
  expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width + 1);

  await page.mouse.move(10, 10);
  await expect(preview).toHaveCount(0);
});
