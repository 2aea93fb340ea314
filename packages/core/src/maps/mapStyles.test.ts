import { describe, expect, it } from "vitest";
import { tenantSettingsSchema } from "../tenant/tenantDefinition";
import {
  basemapTileParamsSchema,
  DEFAULT_MAP_STYLE,
  isMapStyleName,
  MAP_STYLE_NAMES,
  MAP_STYLE_TILE_SERVICE,
  mapMessages,
  rasterTileServiceSchema,
} from "./mapStyles";

describe("map styles", () => {
  it("are the spec's ten names, light by default", () => {
    expect(MAP_STYLE_NAMES).toEqual([
      "basic",
      "streets",
      "outdoors",
      "light",
      "dark",
      "satellite",
      "satellite-streets",
      "open-street-map",
      "carto-positron",
      "carto-darkmatter",
    ]);
    expect(DEFAULT_MAP_STYLE).toBe("light");
    expect(isMapStyleName("satellite-streets")).toBe(true);
    expect(isMapStyleName("toner")).toBe(false);
  });

  it("need a tile service for satellite, OpenStreetMap and CARTO only", () => {
    expect(Object.keys(MAP_STYLE_TILE_SERVICE)).toEqual([
      "satellite",
      "satellite-streets",
      "open-street-map",
      "carto-positron",
      "carto-darkmatter",
    ]);
  });

  it("say which tiles and styles do not exist", () => {
    expect(mapMessages.tileZoomOutOfRange(17)).toBe(
      "Zoom level 17 is out of range: the basemap has tiles for zoom 0 to 16.",
    );
    expect(mapMessages.tileOutOfRange(2, 4, 0)).toBe("Tile 4/0 does not exist at zoom 2: x and y run from 0 to 3.");
    expect(mapMessages.styleNotFound("toner")).toBe(
      "Map style 'toner' does not exist. The styles are basic, streets, outdoors, light, dark, satellite, satellite-streets, open-street-map, carto-positron, carto-darkmatter.",
    );
  });
});

describe("basemap tile coordinates", () => {
  it("are whole numbers in the path", () => {
    expect(basemapTileParamsSchema.parse({ z: "15", x: "18945", y: "18867" })).toEqual({ z: 15, x: 18945, y: 18867 });
    expect(basemapTileParamsSchema.safeParse({ z: "1.5", x: "0", y: "0" }).success).toBe(false);
    expect(basemapTileParamsSchema.safeParse({ z: "-1", x: "0", y: "0" }).success).toBe(false);
    expect(basemapTileParamsSchema.safeParse({ z: "1e3", x: "0", y: "0" }).success).toBe(false);
  });
});

describe("a tenant's raster tile service", () => {
  it("takes an http(s) address with {z}, {x} and {y}, and defaults its key, attribution, tile size and zoom", () => {
    expect(rasterTileServiceSchema.parse({ tiles: "https://tiles.example.test/{z}/{x}/{y}.png?key={key}" })).toEqual({
      tiles: "https://tiles.example.test/{z}/{x}/{y}.png?key={key}",
      key: null,
      attribution: null,
      tileSize: 256,
      maxZoom: 19,
    });
  });

  it.each([
    ["an address without {y}", { tiles: "https://tiles.example.test/{z}/{x}.png" }],
    ["another scheme", { tiles: "javascript:alert(1)//{z}{x}{y}" }],
    [
      "an attribution with markup",
      { tiles: "https://t.test/{z}/{x}/{y}", attribution: "<img src=x onerror=alert(1)>" },
    ],
    ["an odd tile size", { tiles: "https://t.test/{z}/{x}/{y}", tileSize: 300 }],
  ])("refuses %s", (_case, input) => {
    expect(rasterTileServiceSchema.safeParse(input).success).toBe(false);
  });

  it("is absent from a tenant's settings until configured", () => {
    expect(tenantSettingsSchema.parse({}).mapTiles).toEqual({});
    expect(
      tenantSettingsSchema.parse({ mapTiles: { satellite: { tiles: "https://t.test/{z}/{x}/{y}" } } }).mapTiles
        .satellite?.tiles,
    ).toBe("https://t.test/{z}/{x}/{y}");
    expect(
      tenantSettingsSchema.safeParse({ mapTiles: { toner: { tiles: "https://t.test/{z}/{x}/{y}" } } }).success,
    ).toBe(false);
  });
});
