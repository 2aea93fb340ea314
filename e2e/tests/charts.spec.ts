import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import { dataReadQuery } from "../support/dataRequests";
import { miniMap, watchErrors } from "../support/page";

test.use({ viewport: { width: 1440, height: 1000 } });
// Charts and the timeline load their libraries on first use; the storylines load many data sources at once.
test.describe.configure({ timeout: 120_000 });

/** Opens a frame from the mini-map, then moves the pointer off it so its hover preview closes. */
async function openFrame(page: Page, title: string): Promise<void> {
  await miniMap(page).getByRole("button", { name: title }).click();
  await page.getByTestId("frame-title").hover();
  await expect(page.getByRole("tooltip")).toHaveCount(0);
}

/** How many pixels of a chart's canvas are painted (not transparent): zero means nothing was drawn. */
async function paintedPixels(chart: Locator): Promise<number> {
  const canvas = chart.locator("canvas").first();
  await expect(canvas).toBeVisible();
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext("2d");
    if (context === null) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) painted += 1;
    return painted;
  });
}

test("the gallery draws every chart and says 'No input provided.' for a chart without input", async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await openSignedIn(page, "/gallery", DEMO.developer);
  await expect(page.locator(".sf-component-loading")).toHaveCount(0, { timeout: 20_000 });

  for (const name of ["LineChart", "AreaChart", "BarChart", "ScatterChart", "PieChart", "BusinessTimeSeries"]) {
    const section = page.getByRole("region", { name, exact: true });
    const chart = section.locator(".sf-chart-canvas").first();
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute("role", "img");
    await expect
      .poll(() => paintedPixels(chart), { message: `${name} draws its canvas`, timeout: 30_000 })
      .toBeGreaterThan(2_000);
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  }
  for (const name of ["Sparkline", "Timeline", "Calendar"]) {
    await page
      .getByRole("region", { name, exact: true })
      .getByTestId("gallery-example")
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  }

  const lineCharts = page.getByRole("region", { name: "LineChart", exact: true });
  await expect(lineCharts.getByText("No input provided.", { exact: true })).toBeVisible();
  await expect(lineCharts.locator(".sf-chart-canvas").first()).toHaveAttribute(
    "aria-label",
    "Month-start price (USD) (line chart): MSFT, IBM. 48 points.",
  );
  expect(errors).toEqual([]);
});

/**
 * The x range the chart last wrote, once it has stopped changing: the chart writes it at most once a second,
 * so two equal readings 1.5 s apart mean the last zoom or drag step has landed.
 */
async function settledWindow(note: Locator): Promise<[string, string]> {
  let previous = "";
  await expect
    .poll(
      async () => {
        const now = `${(await note.getAttribute("data-from")) ?? ""}|${(await note.getAttribute("data-to")) ?? ""}`;
        const settled = now === previous && now !== "|";
        previous = now;
        return settled;
      },
      { intervals: [1_500], timeout: 20_000, message: "the zoom window settles" },
    )
    .toBe(true);
  const [from = "", to = ""] = previous.split("|");
  return [from, to];
}

test("zooming the stock chart writes the range parameters, which the drawdown table follows", async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await openSignedIn(page, "/storylines/tech-stocks");
  await openFrame(page, "Zoom into a period");
  const stage = page.locator(".sf-frame-stage");
  const chart = stage.locator(".sf-chart-canvas");
  await expect.poll(() => paintedPixels(chart), { timeout: 30_000 }).toBeGreaterThan(2_000);
  const rangeNote = stage.locator(".stocks-zoom__window");
  await expect(rangeNote).toHaveAttribute("data-from", "");

  // Ctrl + wheel over the plot zooms in around the pointer (plain wheel keeps scrolling the page).
  const box = await chart.boundingBox();
  if (box === null) throw new Error("The chart has no box.");

  const requery = page.waitForResponse((response) => {
    const zoomFrom = dataReadQuery(response, "stocks/window-drawdowns")?.get("zoomFrom");
    return zoomFrom != null && zoomFrom !== "null";
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down("Control");
  for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, -240);
  await page.keyboard.up("Control");

  const [zoomedFrom, zoomedTo] = await settledWindow(rangeNote);
  expect(zoomedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(zoomedTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(zoomedFrom > "2000-01-01").toBe(true);
  expect(zoomedTo < "2010-03-01").toBe(true);
  expect(zoomedFrom < zoomedTo).toBe(true);
  await expect(rangeNote).toContainText("the table below covers this window only");
  expect((await requery).status()).toBe(200);

  // Dragging the slider's selected band to the left moves the window earlier: both ends change. The chart is
  // measured again: the zoom note and the table below it may have moved the page.
  const zoomedBox = await chart.boundingBox();
  if (zoomedBox === null) throw new Error("The chart has no box.");
  const sliderY = zoomedBox.y + zoomedBox.height - 20;
  await page.mouse.move(zoomedBox.x + zoomedBox.width / 2, sliderY);
  await page.mouse.down();
  await page.mouse.move(zoomedBox.x + zoomedBox.width / 2 - 120, sliderY, { steps: 8 });
  await page.mouse.up();
  // The drag's window reaches the note after the chart's own delay: wait for it to change, then to settle.
  await expect.poll(() => rangeNote.getAttribute("data-from"), { timeout: 20_000 }).not.toBe(zoomedFrom);
  const [movedFrom, movedTo] = await settledWindow(rangeNote);
  expect(movedFrom < zoomedFrom).toBe(true);
  expect(movedTo < zoomedTo).toBe(true);
  await stage.screenshot({ path: testInfo.outputPath("tech-stocks-zoom.png") });
  expect(errors).toEqual([]);
});

test("clicking hauls in the shift timeline selects them; Ctrl + click adds one", async ({ page }, testInfo) => {
  await openSignedIn(page, "/storylines/fleet-operations");
  await openFrame(page, "One shift, truck by truck");
  const stage = page.locator(".sf-frame-stage");
  const hauls = stage.getByRole("button", { name: /^(Ore|Waste) haul, / });
  await expect(hauls.first()).toBeVisible({ timeout: 45_000 });
  const note = stage.locator(".fleet-chart__note");
  await expect(note).toHaveText("Click a haul to select it; Ctrl or Shift click adds more.");

  await hauls.nth(0).click();
  await expect(note).toContainText(/^1 selected, [\d,]+ t hauled/);
  await hauls.nth(1).click({ modifiers: ["Control"] });
  await expect(note).toContainText(/^2 selected, [\d,]+ t hauled/);
  await expect(stage.locator(".vis-item.vis-selected")).toHaveCount(2);
  await expect(stage.locator('[aria-pressed="true"]')).toHaveCount(2);
  await hauls.nth(1).click();
  await expect(note).toContainText(/^1 selected/);
  await stage.screenshot({ path: testInfo.outputPath("fleet-shift-timeline.png") });
});

test("the fleet, world and air storylines draw their new charts", async ({ page }, testInfo) => {
  const pages: [string, string][] = [
    ["/storylines/fleet-operations", "Status mix at a glance"],
    ["/storylines/fleet-operations", "Day and night output per day"],
    ["/storylines/fleet-operations", "The week ahead"],
    ["/storylines/world-development", "Family size and life expectancy"],
    ["/storylines/us-air-travel", "Delay by hour, charted"],
  ];
  let signedIn = false;
  for (const [path, title] of pages) {
    if (signedIn) await page.goto(path);
    else await openSignedIn(page, path);
    signedIn = true;
    await openFrame(page, title);
    const chart = page.locator(".sf-frame-stage .sf-chart-canvas");
    await expect
      .poll(() => paintedPixels(chart), { message: `${title} draws its chart`, timeout: 30_000 })
      .toBeGreaterThan(2_000);
    await page.locator(".sf-frame-stage").screenshot({ path: testInfo.outputPath(`${title}.png`) });
  }
});
