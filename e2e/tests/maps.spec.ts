import { type BrowserContext, expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import { holdsStill, showFrameFromMiniMap } from "../support/page";

const SITE_MAP = "The site map";
const ZONES = "Zones on the site";

/** The site map's view, as the fleet storyline's template gives it. */
const SITE_MAP_VIEW = { lat: -26.3105, lon: 28.1415, zoom: 13.1 };

/** A box around the whole demo site, as `bounding_coords` takes it: four [longitude, latitude] corners. */
const SITE_CORNERS = [
  [28.09, -26.35],
  [28.19, -26.35],
  [28.19, -26.27],
  [28.09, -26.27],
];

// The first queries of a fresh installation wait for the data engine to load the demo data; maps draw in software.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const isLoopback = (host: string) => host === "127.0.0.1" || host === "localhost" || host.endsWith(".test");

/**
 * Refuses every request to an address that is not this machine, as on a site without internet, and lists them: the
 * maps must draw from what the installation ships.
 */
async function offline(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol.startsWith("http") && !isLoopback(url.hostname)) {
      blocked.push(url.href);
      await route.abort("internetdisconnected");
      return;
    }
    await route.continue();
  });
  return blocked;
}

/** Counts the basemap's vector tiles the server answered. */
function countTiles(page: Page): () => number {
  let tiles = 0;
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/tiles/basemap/") && response.status() === 200) tiles += 1;
  });
  return () => tiles;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error("the element is not on the screen");
  return box;
}

/** Where a place is drawn on a map showing `view` in `box` (Web Mercator, 512-pixel tiles as MapLibre draws them). */
function pixelOf(box: Box, view: { lat: number; lon: number; zoom: number }, lat: number, lon: number) {
  const worldSize = 512 * 2 ** view.zoom;
  const x = (longitude: number) => ((longitude + 180) / 360) * worldSize;
  const y = (latitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize;
  };
  return {
    x: box.x + box.width / 2 + x(lon) - x(view.lon),
    y: box.y + box.height / 2 + y(lat) - y(view.lat),
  };
}

/**
 * The colours of a part of the screen, read from a screenshot in a blank page of the same browser: how many differ,
 * and their average. A map that drew nothing is one colour.
 */
async function coloursIn(page: Page, clip: Box): Promise<{ distinct: number; average: [number, number, number] }> {
  const png = (await page.screenshot({ clip })).toString("base64");
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (context === null) throw new Error("no 2D canvas");
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      const sum = [0, 0, 0];
      for (let i = 0; i < pixels.length; i += 4) {
        seen.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
        for (let channel = 0; channel < 3; channel += 1)
          sum[channel] = (sum[channel] ?? 0) + (pixels[i + channel] ?? 0);
      }
      const count = pixels.length / 4;
      return {
        distinct: seen.size,
        average: [(sum[0] ?? 0) / count, (sum[1] ?? 0) / count, (sum[2] ?? 0) / count] as [number, number, number],
      };
    }, png);
  } finally {
    await scratch.close();
  }
}

/** The middle of a map, away from its controls and notes. */
function middleOf(box: Box): Box {
  return { x: box.x + box.width * 0.25, y: box.y + box.height * 0.3, width: box.width * 0.5, height: box.height * 0.4 };
}

/** How much bluer than red a small square around `point` is: a polygon's blue fill raises it. */
async function bluenessAt(page: Page, point: { x: number; y: number }): Promise<number> {
  const { average } = await coloursIn(page, { x: point.x - 4, y: point.y - 4, width: 8, height: 8 });
  return average[2] - average[0];
}

/** The signed-in user's access token, as the app keeps it. */
async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("oidc.user:"));
    return key ? ((JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token ?? "") : "";
  });
}

type GeoFeature = { id: number | string; properties: { name: string | null } };

async function storedZones(page: Page, token: string): Promise<GeoFeature[]> {
  const answer = await page.request.get(
    `/api/getgeofeatures?bounding_coords=${encodeURIComponent(JSON.stringify(SITE_CORNERS))}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { features: GeoFeature[] }).features;
}

type SitePoi = { id: number; name: string; lat: number; lon: number; color: string; poiTypeId: string | null };

/** Whether a response answers the site map's POIs (a read, or a save when `saving`). */
const isSitePois =
  (saving = false) =>
  (response: Response) => {
    const request = response.request();
    if (request.method() !== "POST" || new URL(response.url()).pathname !== "/api/web/v1/data-sources/data") {
      return false;
    }
    const body = request.postDataJSON() as { apiEndpoint?: string[]; parameters?: Record<string, unknown> };
    const operation = body.parameters?.poi_operation ?? null;
    return body.apiEndpoint?.join("/") === "fleet/site-pois" && (operation !== null) === saving;
  };

const siteMap = (page: Page) => page.locator(".sf-frame-stage").getByRole("region", { name: "Site map" });

/** Opens the site map; answers the POIs as it drew them. */
async function openSiteMap(page: Page): Promise<SitePoi[]> {
  const read = page.waitForResponse(isSitePois(), { timeout: 120_000 });
  await openSignedIn(page, "/storylines/fleet-operations", DEMO.developer);
  await showFrameFromMiniMap(page, SITE_MAP);
  const pois = (await (await read).json()) as SitePoi[];
  await expect(siteMap(page).locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 60_000 });
  return pois;
}

/** How far apart two colours are, channel by channel at most. */
function colourDistance(average: readonly number[], hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return Math.max(...channels.map((value, index) => Math.abs(value - (average[index] ?? 0))));
}

/**
 * Clicks a POI of the site map where it is drawn, once it is drawn there (the map hears clicks only once its style
 * and points have loaded, and a click on an empty place opens the read-only 'Unknown Location' instead).
 */
async function openPoi(page: Page, poi: SitePoi): Promise<Locator> {
  const box = await boxOf(siteMap(page));
  const point = pixelOf(box, SITE_MAP_VIEW, poi.lat, poi.lon);
  await expect
    .poll(
      async () => {
        const { average } = await coloursIn(page, { x: point.x - 2, y: point.y - 2, width: 4, height: 4 });
        return colourDistance(average, poi.color);
      },
      { timeout: 60_000 },
    )
    .toBeLessThan(40);
  await page.mouse.click(point.x, point.y);
  const dialog = page.getByRole("dialog", { name: "Edit POI" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("with no internet the site map draws its basemap, POIs and GPS readings from this server", async ({
  page,
}, testInfo) => {
  const blocked = await offline(page.context());
  const tiles = countTiles(page);
  await openSiteMap(page);
  const map = siteMap(page);
  await expect(page.locator(".sf-frame-stage .fleet-site-map__caption")).toContainText("GPS readings of");

  await expect.poll(tiles, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(map.getByText("Map cannot be loaded right now, sorry.")).toHaveCount(0);
  await expect
    .poll(async () => (await coloursIn(page, middleOf(await boxOf(map)))).distinct, { timeout: 60_000 })
    .toBeGreaterThan(8);

  await page.screenshot({ path: testInfo.outputPath("site-map.png") });
  testInfo.annotations.push({ type: "blocked requests", description: blocked.join(", ") || "none" });
});

test("each POI form message appears for its input, and a saved POI keeps its new name when the map is opened again", async ({
  page,
}) => {
  await offline(page.context());
  // One POI whose type was never set, so the dialog's required type has nothing to show.
  await page.route("**/api/web/v1/data-sources/data", async (route) => {
    const body = route.request().postDataJSON() as { apiEndpoint?: string[] };
    if (body.apiEndpoint?.join("/") !== "fleet/site-pois") return route.fallback();
    const answer = await route.fetch();
    const pois = (await answer.json()) as SitePoi[];
    await route.fulfill({
      response: answer,
      json: pois.map((poi) => (poi.id === 2 ? { ...poi, poiTypeId: null } : poi)),
    });
  });
  const pois = await openSiteMap(page);
  const untyped = pois.find((poi) => poi.id === 2);
  if (untyped === undefined) throw new Error("the site map has no POI 2");

  const dialog = await openPoi(page, untyped);
  await expect(dialog.getByLabel("POI Name")).toHaveValue(untyped.name);
  await dialog.getByLabel("POI Name").fill("");
  await dialog.getByLabel("Geofence Radius (m)").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("POI Name is required.")).toBeVisible();
  await expect(dialog.getByText("POI Type is required.")).toBeVisible();
  await expect(dialog.getByText("Geofence Radius is required.")).toBeVisible();

  await dialog.getByLabel("Geofence Radius (m)").fill("5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Radius must be at least 10 meters.")).toBeVisible();
  await dialog.getByLabel("Geofence Radius (m)").fill("10001");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Radius must be at most 10 kilometers.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  const crusher = pois.find((poi) => poi.id === 1);
  if (crusher === undefined) throw new Error("the site map has no POI 1");
  const renamed = `Primary Crusher ${Date.now()}`;
  await openPoi(page, crusher);
  await dialog.getByLabel("POI Name").fill(renamed);
  await dialog.getByLabel("Geofence Radius (m)").fill("175");
  const saved = page.waitForResponse(isSitePois(true));
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  // Opened afresh: what it shows now comes from the server.
  const again = await openSiteMap(page);
  expect(again.find((poi) => poi.id === 1)).toMatchObject({ name: renamed, poiTypeId: "crusher" });
  await openPoi(page, crusher);
  await expect(dialog.getByLabel("POI Name")).toHaveValue(renamed);
  await expect(dialog.getByLabel("Geofence Radius (m)")).toHaveValue("175");
});

test("a zone drawn with the mouse, named and saved survives a reload and is on the server; deleted, it is gone at once and there", async ({
  page,
}) => {
  await offline(page.context());
  const tiles = countTiles(page);
  await openSignedIn(page, "/storylines/fleet-operations", DEMO.developer);
  await showFrameFromMiniMap(page, ZONES);
  const token = await accessTokenOf(page);
  const stage = page.locator(".sf-frame-stage");
  const map = stage.getByRole("region", { name: "Geofence map" });
  // The buttons are enabled once the map's style has loaded, from this server.
  await expect(stage.getByRole("button", { name: "Load Locations" })).toBeEnabled({ timeout: 60_000 });
  await expect.poll(tiles, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(map.getByText("Map cannot be loaded right now, sorry.")).toHaveCount(0);

  const box = await boxOf(map);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const corners = [
    { x: centre.x - 90, y: centre.y - 60 },
    { x: centre.x + 90, y: centre.y - 60 },
    { x: centre.x + 90, y: centre.y + 60 },
    { x: centre.x - 90, y: centre.y + 60 },
  ];
  const before = await bluenessAt(page, centre);
  await map.getByRole("button", { name: "Draw polygon" }).click();
  for (const corner of [...corners, corners[0]]) {
    if (corner === undefined) continue;
    await page.mouse.move(corner.x, corner.y, { steps: 4 });
    await page.mouse.click(corner.x, corner.y);
  }

  const dialog = page.getByRole("dialog", { name: "Edit" });
  await expect(dialog).toBeVisible();
  const id = await dialog.getByLabel("ID").inputValue();
  const name = `Crusher apron ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Accept Changes" }).click();
  await expect(dialog).toHaveCount(0);

  // A save the server refuses says why and gives the map back with the zone kept, to be saved again.
  await page.route("**/api/upsertgeofeature", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Busy." }) }),
  );
  await stage.getByRole("button", { name: "Save Updates" }).click();
  await expect(stage.getByRole("alert")).toContainText("The polygons could not be saved");
  await expect(stage.getByRole("alert")).toContainText("Your changes are kept; try Save Updates again.");
  await page.unroute("**/api/upsertgeofeature");

  const upserted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/upsertgeofeature");
  await stage.getByRole("button", { name: "Save Updates" }).click();
  expect((await upserted).status()).toBe(200);
  expect((await storedZones(page, token)).find((zone) => String(zone.id) === id)?.properties.name).toBe(name);

  await page.reload();
  await expect(page.getByTestId("frame-title")).toHaveText(ZONES, { timeout: 60_000 });
  await holdsStill(stage);
  await expect(stage.getByRole("button", { name: "Load Locations" })).toBeEnabled({ timeout: 60_000 });
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/getgeofeatures");
  await stage.getByRole("button", { name: "Load Locations" }).click();
  expect((await loaded).status()).toBe(200);
  await expect.poll(() => bluenessAt(page, centre), { timeout: 30_000 }).toBeGreaterThan(before + 10);
  await page.screenshot({ path: test.info().outputPath("geofence-map.png") });
  await page.mouse.click(centre.x, centre.y);
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await expect(dialog.getByLabel("ID")).toHaveValue(id);

  const deleted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/deletegeobyid");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => bluenessAt(page, centre), { timeout: 10_000 }).toBeLessThan(before + 5);
  expect((await deleted).status()).toBe(200);
  expect((await storedZones(page, token)).map((zone) => String(zone.id))).not.toContain(id);
});

test("point selection on a business map stops at its maximum", async ({ page }) => {
  await offline(page.context());
  await openSignedIn(page, "/gallery#BusinessMap", DEMO.developer);
  const section = page.getByRole("region", { name: "BusinessMap", exact: true });
  const example = section.getByRole("figure").first();
  const map = example.getByRole("region", { name: "Business map" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 60_000 });
  await holdsStill(map);
  const parameters = example.getByTestId("gallery-parameters");
  const view = { lat: -26.3105, lon: 28.1332, zoom: 14 };
  // The gallery's example POIs: the crusher, a loader, the north tip and the workshop.
  const places = [
    { lat: -26.3124, lon: 28.1332 },
    { lat: -26.3071, lon: 28.1276 },
    { lat: -26.3032, lon: 28.1391 },
  ];
  const box = await boxOf(map);
  const click = async (index: number) => {
    const place = places[index];
    if (place === undefined) return;
    const point = pixelOf(box, view, place.lat, place.lon);
    await page.mouse.click(point.x, point.y);
  };
  const selectedIds = async () => {
    const values = JSON.parse((await parameters.textContent()) ?? "{}") as { selectedPois?: { id: unknown }[] };
    return (values.selectedPois ?? []).map((point) => point.id);
  };

  await click(0);
  await expect.poll(selectedIds, { timeout: 30_000 }).toEqual([1]);
  await click(1);
  await expect.poll(selectedIds).toEqual([1, 2]);
  await click(2);
  await expect.poll(selectedIds).toEqual([1, 2]);
});
