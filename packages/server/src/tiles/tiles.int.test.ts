import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteById, WORKSHOP_ID } from "../data/demo/mineLayout";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { decodeTile, tileAt } from "../test/mapTiles";
import { databaseKinds } from "../test/testDatabase";

const workshop = siteById(WORKSHOP_ID);
const siteTile = tileAt(15, workshop.longitude, workshop.latitude);
const siteTileUrl = `/tiles/basemap/${siteTile.z}/${siteTile.x}/${siteTile.y}.pbf`;
const HOST = { host: "localhost:3000" };

describe.each(databaseKinds)("the offline basemap on %s", (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...HOST, ...headers } });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const created = await t.services.tenantService.create({
      domainName: "maps",
      tenantName: "Maps Co",
      hostnames: ["maps.test"],
      settings: {
        mapTiles: {
          satellite: { tiles: "https://imagery.example.test/{z}/{x}/{y}.jpg?key={key}", key: "k1" },
        },
      },
    });
    expect(created).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a vector tile of the mine without a token, cacheable for a day, with an entity tag", async () => {
    const response = await get(siteTileUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.mapbox-vector-tile");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers["content-encoding"]).toBeUndefined();
    const tile = decodeTile(response.rawPayload);
    expect(Object.keys(tile.layers)).toEqual(expect.arrayContaining(["land", "site_areas", "site_roads"]));
  });

  it("compresses the tile as the request accepts, brotli first, and keeps its entity tag in weak form", async () => {
    const identity = (await get(siteTileUrl)).rawPayload;
    const gzipped = await get(siteTileUrl, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload)).toEqual(identity);
    const brotli = await get(siteTileUrl, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload)).toEqual(identity);
    expect(brotli.headers.etag).toBe(`W/${(await get(siteTileUrl)).headers.etag}`);
  });

  it("answers 304 to a request that has the tile already, in either form of its tag", async () => {
    const first = await get(siteTileUrl, { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    for (const tag of [etag, etag.replace(/^W\//, "")]) {
      const again = await get(siteTileUrl, { "accept-encoding": "gzip", "if-none-match": tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=86400");
    }
    const changed = await get(siteTileUrl, { "if-none-match": '"another"' });
    expect(changed.statusCode).toBe(200);
  });

  it("answers an empty tile, 0 bytes, over the open ocean", async () => {
    const ocean = tileAt(8, -25, -25);
    const response = await get(`/tiles/basemap/${ocean.z}/${ocean.x}/${ocean.y}.pbf`, { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    ["/tiles/basemap/17/0/0.pbf", "Zoom level 17 is out of range: the basemap has tiles for zoom 0 to 16."],
    ["/tiles/basemap/2/4/0.pbf", "Tile 4/0 does not exist at zoom 2: x and y run from 0 to 3."],
    ["/tiles/basemap/2/0/4.pbf", "Tile 0/4 does not exist at zoom 2: x and y run from 0 to 3."],
  ])("answers 400 for %s, a tile that cannot exist", async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it("answers 400 naming the coordinate that is not a whole number", async () => {
    const response = await get("/tiles/basemap/one/0/0.pbf");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Bad Request", errors: { z: ["must be a whole number"] } });
  });

  it("answers 404, never the web app's page, at an address under /tiles that is no tile", async () => {
    const response = await get("/tiles/basemap/1/0/0.png");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No API route matches GET /tiles/basemap/1/0/0.png.");
  });

  it("answers the host's style with absolute tile addresses on the origin it was reached on, revalidated on use", async () => {
    const response = await get("/tiles/styles/light.json", { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const style = JSON.parse(gunzipSync(response.rawPayload).toString("utf8"));
    expect(style).toMatchObject({
      version: 8,
      metadata: { "storyframe:style": "light" },
      sources: { basemap: { type: "vector", tiles: ["http://localhost:3000/tiles/basemap/{z}/{x}/{y}.pbf"] } },
    });
    const again = await get("/tiles/styles/light.json", {
      "accept-encoding": "gzip",
      "if-none-match": String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers satellite with the local basemap and its note for a tenant without imagery", async () => {
    const style = (await get("/tiles/styles/satellite.json")).json();
    expect(style.metadata).toEqual({
      "storyframe:style": "satellite",
      "storyframe:fallback": "The satellite imagery is not configured; the local basemap is shown.",
    });
    expect(Object.keys(style.sources)).toEqual(["basemap"]);
  });

  it("answers satellite with the imagery of the tenant serving the host, or the one named by domainName", async () => {
    const byHost = (await get("/tiles/styles/satellite.json", { host: "maps.test" })).json();
    expect(byHost.sources.imagery.tiles).toEqual(["https://imagery.example.test/{z}/{x}/{y}.jpg?key=k1"]);
    expect(byHost.metadata).not.toHaveProperty("storyframe:fallback");
    const byName = (await get("/tiles/styles/satellite.json?domainName=maps")).json();
    expect(byName.sources.imagery.tiles).toEqual(byHost.sources.imagery.tiles);
    expect(byName.sources.basemap).toBeUndefined();
  });

  it("answers 404 naming the styles for a style that does not exist", async () => {
    const response = await get("/tiles/styles/toner.json");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      "Map style 'toner' does not exist. The styles are basic, streets, outdoors, light, dark, satellite, satellite-streets, open-street-map, carto-positron, carto-darkmatter.",
    );
  });

  it("answers 404 'Tenant not found.' for a style on a host no tenant owns", async () => {
    const response = await get("/tiles/styles/light.json", { host: "nobody.test" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Tenant not found.");
  });
});
