import { expect, type Page, test } from "@playwright/test";
import { openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

/**
 * world-development opens on a frame that reads `worldRegions` (the first data source it lists); the filter bar's
 * options read `worldRegions` and `worldCountries`; the other frames read `worldCountries`, `worldRegionTrend`,
 * `worldMovers` and `worldComparison`.
 */
const STORYLINE = "/storylines/world-development";
const DATA_SOURCES = 5;

/** The storyline documents and data reads the page asks for, in the order it asks. */
function recordReads(page: Page): { documents: () => string[]; data: () => string[] } {
  const documents: string[] = [];
  const data: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/web/v1/storylines/")) documents.push(url.pathname);
    if (request.method() === "GET" && url.pathname.startsWith("/data/")) data.push(`${url.pathname}${url.search}`);
  });
  return { documents: () => documents, data: () => data };
}

const shownFrame = (page: Page) => page.locator(".sf-frame-stage__frame[aria-busy='false'] [data-frame]");

test("opening a storyline asks for its document once and for the first frame's data before the rest, each once", async ({
  page,
}) => {
  const reads = recordReads(page);
  await openSignedIn(page, STORYLINE);
  await expect(shownFrame(page)).toBeVisible();
  await expect.poll(() => reads.data().length).toBe(DATA_SOURCES);

  expect(reads.documents()).toEqual(["/api/web/v1/storylines/world-development"]);
  expect(reads.data()[0]).toBe("/data/world/regions?year=2005");
  expect(new Set(reads.data().map((read) => read.split("?")[0]))).toHaveProperty("size", DATA_SOURCES);
});

test("a year committed with Enter asks for the visible frame's data first and for every other source once", async ({
  page,
}) => {
  const reads = recordReads(page);
  await openSignedIn(page, STORYLINE);
  await expect.poll(() => reads.data().length).toBe(DATA_SOURCES);
  // A frame whose data source is not the storyline's first, so the order is the viewer's and not the list's.
  await miniMap(page).getByRole("button", { name: "Family size and life expectancy" }).click();
  await expect(shownFrame(page)).toBeVisible();
  const before = reads.data().length;

  const year = page.getByLabel("Year", { exact: true });
  await year.fill("1960");
  await year.press("Enter");
  // Every source reading the year, once: worldRegionTrend does not read it.
  await expect.poll(() => reads.data().length - before).toBe(DATA_SOURCES - 1);

  const changed = reads.data().slice(before);
  expect(changed[0]).toBe("/data/world/countries?year=1960");
  expect(new Set(changed.map((read) => read.split("?")[0]))).toHaveProperty("size", DATA_SOURCES - 1);
  expect(changed.every((read) => read.includes("year=1960"))).toBe(true);
});
