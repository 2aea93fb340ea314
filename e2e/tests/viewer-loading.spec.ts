import { expect, type Page, type Request, test } from "@playwright/test";
import { RETRY_STATUSES } from "@storyframe/core";
import { openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

/**
 * world-development opens on a frame that reads `worldRegions` (the first data source it lists); the filter bar's
 * options read `worldRegions` and `worldCountries`; the other frames read `worldCountries`, `worldRegionTrend`,
 * `worldMovers` and `worldComparison`.
 */
const STORYLINE = "/storylines/world-development";
const DATA_SOURCES = 5;

/**
 * The storyline documents and data reads the page asks for, in the order it asks; a read that was answered with
 * a status the web app retries (`RETRY_STATUSES`, the timeout's 408 among them), or aborted by its timeout, is
 * left out: its retry is counted instead.
 */
function recordReads(page: Page): {
  documents: () => string[];
  /** The data reads asked for since `mark` (a value of `mark()`), retried ones left out. */
  data: (since?: number) => string[];
  /** Where the next read will be recorded. */
  mark: () => number;
} {
  const documents: string[] = [];
  const data: { read: string; retried: boolean }[] = [];
  const dataReads = new Map<Request, { read: string; retried: boolean }>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/web/v1/storylines/")) documents.push(url.pathname);
    if (request.method() === "GET" && url.pathname.startsWith("/data/")) {
      const entry = { read: `${url.pathname}${url.search}`, retried: false };
      data.push(entry);
      dataReads.set(request, entry);
    }
  });
  page.on("response", (response) => {
    const entry = dataReads.get(response.request());
    if (entry && RETRY_STATUSES.includes(response.status())) entry.retried = true;
  });
  page.on("requestfailed", (request) => {
    const entry = dataReads.get(request);
    if (entry) entry.retried = true;
  });
  return {
    documents: () => documents,
    data: (since = 0) =>
      data
        .slice(since)
        .filter((entry) => !entry.retried)
        .map((entry) => entry.read),
    mark: () => data.length,
  };
}

const shownFrame = (page: Page) => page.locator(".sf-frame-stage__frame[aria-busy='false'] [data-frame]");

test("opening a storyline asks for its document once and for the first frame's data before the rest, each once", async ({
  page,
}) => {
  const reads = recordReads(page);
  await openSignedIn(page, STORYLINE);
  await expect(shownFrame(page)).toBeVisible();
  await expect.poll(() => reads.data()).toHaveLength(DATA_SOURCES);

  expect(reads.documents()).toEqual(["/api/web/v1/storylines/world-development"]);
  expect(reads.data()[0]).toBe("/data/world/regions?year=2005");
  expect(new Set(reads.data().map((read) => read.split("?")[0]))).toHaveProperty("size", DATA_SOURCES);
});

test("a year committed with Enter asks for the visible frame's data first and for every other source once", async ({
  page,
}) => {
  const reads = recordReads(page);
  await openSignedIn(page, STORYLINE);
  await expect.poll(() => reads.data()).toHaveLength(DATA_SOURCES);
  // A frame whose data source is not the storyline's first, so the order is the viewer's and not the list's.
  await miniMap(page).getByRole("button", { name: "Family size and life expectancy" }).click();
  await expect(shownFrame(page)).toBeVisible();
  const before = reads.mark();

  const year = page.getByLabel("Year", { exact: true });
  await year.fill("1960");
  await year.press("Enter");
  // Every source reading the year, once: worldRegionTrend does not read it.
  await expect.poll(() => reads.data(before)).toHaveLength(DATA_SOURCES - 1);

  const changed = reads.data(before);
  expect(changed[0]).toBe("/data/world/countries?year=1960");
  expect(new Set(changed.map((read) => read.split("?")[0]))).toHaveProperty("size", DATA_SOURCES - 1);
  expect(changed.every((read) => read.includes("year=1960"))).toBe(true);
});
