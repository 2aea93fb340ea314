import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { seriousViolations } from "../support/accessibility";
import { openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

const STORYLINE = "/storylines/us-air-travel";
const frameTitle = (page: Page) => page.getByTestId("frame-title");
/** The frame on show (the mini-map's hover previews render frames too). */
const stage = (page: Page) => page.locator(".sf-frame-stage");

/** Goes to the frame with this title through the mini-map, then moves the pointer off its preview. */
async function goToFrame(page: Page, title: string): Promise<void> {
  await miniMap(page).getByRole("button", { name: title }).click();
  await expect(frameTitle(page)).toHaveText(title);
  await page.mouse.move(10, 10);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
}

/** Opens the air travel storyline at the frame with this title. */
async function openFrame(page: Page, title: string): Promise<void> {
  await openSignedIn(page, STORYLINE);
  await expect(frameTitle(page)).toBeVisible();
  await goToFrame(page, title);
}

/** The flight log's rows as the data API answers them to the signed-in user. */
async function flightLogRows(page: Page): Promise<FlightRow[]> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("oidc.user:"));
    return key ? ((JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token ?? "") : "";
  });
  const response = await page.request.post("/api/web/v1/data-sources/data", {
    headers: { Authorization: `Bearer ${token}` },
    data: { apiEndpoint: ["air", "flight-log"], parameters: { flightLogFrom: "2001-01-01" } },
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as FlightRow[];
}

type FlightRow = {
  departure: string;
  origin: string;
  destination: string;
  distance: number;
  delay: number;
  on_time: boolean;
};

test("editing the plan table writes the edited rows and all rows, which the template shows", async ({ page }) => {
  await openFrame(page, "Plan extra departures at the busiest airports");
  const frame = stage(page);
  const table = frame.getByRole("grid", { name: "Schedule adjustments for the winter season" });
  await expect(table.getByRole("row")).toHaveCount(9);
  await expect(frame.getByTestId("plan-edited-count")).toHaveText("0");
  await expect(frame.getByTestId("plan-extra-total")).toHaveText("0");

  const firstRow = table.locator('[role="row"][data-rowindex="0"]');
  const airport = (await firstRow.locator('[data-field="iata"]').textContent()) ?? "";
  const extra = firstRow.locator('[data-field="extra_departures"]');
  await extra.dblclick();
  await extra.locator("input").fill("4");
  await extra.locator("input").press("Enter");

  await expect(extra).toHaveText("4");
  await expect(extra).toHaveClass(/sf-canvas-table__cell--edited/);
  await expect(frame.getByTestId("plan-edited-count")).toHaveText("1");
  await expect(frame.getByTestId("plan-extra-total")).toHaveText("4");
  await expect(frame.getByTestId("plan-edits")).toContainText(`${airport}`);
  await expect(frame.getByTestId("plan-edits")).toContainText("4 extra departures a week from 2 Nov 2026");

  const approved = firstRow.locator('[data-field="approved"]');
  await approved.dblclick();
  await approved.getByRole("checkbox").check();
  await approved.getByRole("checkbox").press("Enter");
  await expect(frame.getByTestId("plan-approved-total")).toHaveText("1");
  await expect(frame.getByTestId("plan-edits")).toContainText("approved");
  await expect(frame.getByTestId("plan-edited-count")).toHaveText("1");

  const secondExtra = table.locator('[role="row"][data-rowindex="1"] [data-field="extra_departures"]');
  await secondExtra.dblclick();
  await secondExtra.locator("input").fill("3");
  await secondExtra.locator("input").press("Enter");
  await expect(frame.getByTestId("plan-edited-count")).toHaveText("2");
  await expect(frame.getByTestId("plan-extra-total")).toHaveText("7");
});

test("the flight log exports its 200,000 rows to Excel with typed cells", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await openFrame(page, "Every departure of early January 2001");
  const frame = stage(page);
  await expect(frame.getByText("200,000 flights in the log.")).toBeVisible({ timeout: 60_000 });
  const table = frame.getByRole("grid", { name: "Flight log, 1–13 January 2001" });
  await expect(table).toBeVisible();
  // The first rows show first; the pager counts the whole answer once all 200,000 rows are here.
  await expect(frame.getByText("1–100 of 200,000")).toBeVisible({ timeout: 60_000 });
  const flights = await flightLogRows(page);
  expect(flights).toHaveLength(200_000);

  const download = page.waitForEvent("download", { timeout: 120_000 });
  await frame.getByRole("button", { name: "Export to Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Flight log, 1–13 January 2001 - \d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
  await expect(frame.getByText(/^Exported 200,000 rows to 'Flight log, 1–13 January 2001 - /)).toBeVisible();
  const path = testInfo.outputPath("flight-log.xlsx");
  await file.saveAs(path);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Grid Data");
  expect(sheet).toBeDefined();
  if (sheet === undefined) return;
  expect(sheet.rowCount).toBe(200_001);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    "Departure",
    "From",
    "To",
    "Miles",
    "Delay",
    "On time",
  ]);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  const mismatches: string[] = [];
  flights.forEach((flight, index) => {
    const row = sheet.getRow(index + 2);
    const departure = row.getCell(1).value;
    const cells = [
      departure instanceof Date ? departure.toISOString() : `not a date: ${String(departure)}`,
      row.getCell(2).value,
      row.getCell(3).value,
      row.getCell(4).value,
      row.getCell(5).value,
      row.getCell(6).value,
    ];
    const expected = [
      `${flight.departure}.000Z`,
      flight.origin,
      flight.destination,
      flight.distance,
      flight.delay,
      flight.on_time,
    ];
    if (JSON.stringify(cells) !== JSON.stringify(expected) && mismatches.length < 5) {
      mismatches.push(`row ${index + 2}: ${JSON.stringify(cells)} ≠ ${JSON.stringify(expected)}`);
    }
  });
  expect(mismatches).toEqual([]);
  expect(typeof sheet.getRow(2).getCell(4).value).toBe("number");
  expect(typeof sheet.getRow(2).getCell(6).value).toBe("boolean");
  expect(sheet.getRow(2).getCell(1).numFmt).toBe("d mmm hh:mm");
});

test("the flight log shows its first 100 rows while the whole answer loads", async ({ page }) => {
  test.setTimeout(120_000);
  // The whole answer is held back until the first rows have been seen, so the order is certain.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/data/air/flight-log" && !url.searchParams.has("_firstRows"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await openFrame(page, "Every departure of early January 2001");
  const frame = stage(page);
  await expect(frame.getByRole("status").filter({ hasText: "Showing the first 100 of 200,000 rows." })).toBeVisible({
    timeout: 60_000,
  });
  await expect(frame.getByText("200,000 flights in the log.")).toBeVisible();
  const table = frame.getByRole("grid", { name: "Flight log, 1–13 January 2001" });
  await expect(table.locator('[role="row"][data-rowindex="0"]')).toBeVisible();
  await expect(frame.getByRole("button", { name: "Export to Excel" })).toBeDisabled();

  release();
  await expect(frame.getByText("1–100 of 200,000")).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByText("Showing the first 100 of 200,000 rows.", { exact: false })).toHaveCount(0);
  await expect(frame.getByRole("button", { name: "Export to Excel" })).toBeEnabled();
});

test("a search narrows the flight log", async ({ page }) => {
  // The first visit loads all 200,000 rows (up to 60 s on a busy machine), then searches them.
  test.setTimeout(120_000);
  await openFrame(page, "Every departure of early January 2001");
  const frame = stage(page);
  await expect(frame.getByText("1–100 of 200,000")).toBeVisible({ timeout: 60_000 });
  const table = frame.getByRole("grid", { name: "Flight log, 1–13 January 2001" });
  await frame.getByRole("searchbox", { name: "Search the rows" }).fill("HNL");
  await expect(frame.getByText(/^1–100 of [\d,]+$/)).not.toHaveText("1–100 of 200,000");
  await expect(table.locator('[role="row"][data-rowindex="0"]')).toContainText("HNL");
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("the plan and flight log pages have no serious or critical violation", async ({ page }) => {
    test.setTimeout(120_000);
    await openFrame(page, "Plan extra departures at the busiest airports");
    await expect(stage(page).getByRole("grid", { name: "Schedule adjustments for the winter season" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await goToFrame(page, "Every departure of early January 2001");
    await expect(stage(page).getByText("1–100 of 200,000")).toBeVisible({ timeout: 60_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
