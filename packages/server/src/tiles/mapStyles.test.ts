import {
  type LayerSpecification,
  type StyleSpecification,
  type SymbolLayerSpecification,
  validateStyleMin,
} from "@maplibre/maplibre-gl-style-spec";
import {
  MAP_STYLE_FALLBACK_METADATA_KEY,
  MAP_STYLE_NAMES,
  type MapStyleName,
  type MapTileServices,
  mapMessages,
  rasterTileServiceSchema,
} from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { buildMapStyle, tileServiceSources } from "./mapStyles";

const ORIGIN = "https://maps.acme.test";
const served = (name: MapStyleName, services: MapTileServices = {}): StyleSpecification =>
  JSON.parse(JSON.stringify(buildMapStyle({ name, origin: ORIGIN, services })));

const imagery = rasterTileServiceSchema.parse({
  tiles: "https://imagery.example.test/{z}/{y}/{x}.jpg?token={key}",
  key: "browser key&1",
  attribution: "© Imagery Co",
});
const allServices: MapTileServices = {
  satellite: imagery,
  "open-street-map": rasterTileServiceSchema.parse({ tiles: "https://osm.example.test/{z}/{x}/{y}.png" }),
  "carto-positron": rasterTileServiceSchema.parse({ tiles: "https://carto.example.test/light/{z}/{x}/{y}.png" }),
  "carto-darkmatter": rasterTileServiceSchema.parse({
    tiles: "https://carto.example.test/dark/{z}/{x}/{y}.png",
    tileSize: 512,
  }),
};

/** Every address a style makes MapLibre fetch. */
function addressesOf(style: StyleSpecification): string[] {
  const fromSources = Object.values(style.sources).flatMap((source) =>
    "tiles" in source && source.tiles ? source.tiles : [],
  );
  return [...fromSources, ...(style.glyphs ? [style.glyphs] : []), ...(style.sprite ? [String(style.sprite)] : [])];
}

const isSymbolLayer = (layer: LayerSpecification): layer is SymbolLayerSpecification => layer.type === "symbol";

describe("map styles", () => {
  it.each(MAP_STYLE_NAMES)("'%s' is a valid MapLibre style, with or without the tenant's tile services", (name) => {
    expect(validateStyleMin(served(name))).toEqual([]);
    expect(validateStyleMin(served(name, allServices))).toEqual([]);
    expect(served(name)).toMatchObject({ version: 8, metadata: { "storyframe:style": name } });
  });

  it.each(MAP_STYLE_NAMES)(
    "'%s' fetches nothing but this server's tiles when no tile service is configured",
    (name) => {
      const style = served(name);
      expect(addressesOf(style)).toEqual([`${ORIGIN}/tiles/basemap/{z}/{x}/{y}.pbf`]);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
    },
  );

  it.each(MAP_STYLE_NAMES)("'%s' labels countries, site areas and roads from the tiles' own names", (name) => {
    const labels = served(name).layers.filter(isSymbolLayer);
    expect(labels.map((layer) => layer.id)).toEqual(["country-labels", "site-area-labels", "site-road-labels"]);
    for (const label of labels) {
      expect(label).toMatchObject({ source: "basemap", layout: { "text-field": ["get", "name"] } });
      expect(label.layout?.["text-font"]).toEqual(["sans-serif"]);
    }
  });

  it("labels nothing over a tenant's imagery but where it draws the basemap's lines too", () => {
    const symbols = (name: MapStyleName) => served(name, allServices).layers.filter(isSymbolLayer).length;
    expect(symbols("satellite")).toBe(0);
    expect(symbols("open-street-map")).toBe(0);
    expect(symbols("satellite-streets")).toBe(3);
  });

  it("draws the five local styles with no note, each in its own colours", () => {
    const backgrounds = (["basic", "streets", "outdoors", "light", "dark"] as const).map((name) => {
      const style = served(name);
      expect(style.metadata).not.toHaveProperty(MAP_STYLE_FALLBACK_METADATA_KEY);
      const water = style.layers.find((layer) => layer.type === "background");
      return water?.type === "background" ? water.paint?.["background-color"] : undefined;
    });
    expect(new Set(backgrounds).size).toBe(5);
  });

  it("falls back to the local basemap with a note for each style whose tile service is not configured", () => {
    const notes = Object.fromEntries(
      (["satellite", "satellite-streets", "open-street-map", "carto-positron", "carto-darkmatter"] as const).map(
        (name) => [name, (served(name).metadata as Record<string, string>)[MAP_STYLE_FALLBACK_METADATA_KEY]],
      ),
    );
    expect(notes).toEqual({
      satellite: "The satellite imagery is not configured; the local basemap is shown.",
      "satellite-streets": mapMessages.satelliteNotConfigured,
      "open-street-map": "The OpenStreetMap tile service is not configured; the local basemap is shown.",
      "carto-positron": "The CARTO tile service is not configured; the local basemap is shown.",
      "carto-darkmatter": mapMessages.cartoNotConfigured,
    });
    expect(served("satellite").layers.map((layer) => layer.id)).toContain("land");
  });

  it("draws the satellite imagery from the tenant's service with its key in place and its attribution", () => {
    const style = served("satellite", allServices);
    expect(style.metadata).not.toHaveProperty(MAP_STYLE_FALLBACK_METADATA_KEY);
    expect(style.sources.imagery).toEqual({
      type: "raster",
      tiles: ["https://imagery.example.test/{z}/{y}/{x}.jpg?token=browser%20key%261"],
      tileSize: 256,
      maxzoom: 19,
      attribution: "© Imagery Co",
    });
    expect(style.layers.map((layer) => layer.id)).toEqual(["background", "imagery"]);
  });

  it("draws the local roads, outlines, borders and labels over the imagery in satellite-streets", () => {
    const style = served("satellite-streets", allServices);
    expect(Object.keys(style.sources)).toEqual(["imagery", "basemap"]);
    expect(style.layers.map((layer) => layer.id)).toEqual([
      "background",
      "imagery",
      "boundaries",
      "site-area-outlines",
      "site-road-casings",
      "site-roads",
      "site-buildings",
      "country-labels",
      "site-area-labels",
      "site-road-labels",
    ]);
  });

  it("draws OpenStreetMap and CARTO from the tenant's services, at their tile size", () => {
    expect(served("open-street-map", allServices).sources.imagery).toMatchObject({
      tiles: ["https://osm.example.test/{z}/{x}/{y}.png"],
    });
    expect(served("carto-darkmatter", allServices).sources.imagery).toMatchObject({ tileSize: 512 });
  });

  it("falls back when the service's address needs a key the tenant has not given", () => {
    const style = served("satellite", { satellite: { ...imagery, key: null } });
    expect((style.metadata as Record<string, string>)[MAP_STYLE_FALLBACK_METADATA_KEY]).toBe(
      mapMessages.satelliteNotConfigured,
    );
    expect(style.sources).not.toHaveProperty("imagery");
  });
});

describe("the tile hosts a tenant's pages fetch from", () => {
  it("are the scheme, host and port of each service its styles draw, once each", () => {
    expect(tileServiceSources(allServices)).toEqual([
      "https://imagery.example.test",
      "https://osm.example.test",
      "https://carto.example.test",
    ]);
  });

  it("are none for the local basemap, nor for a service that lacks the key it needs", () => {
    expect(tileServiceSources({})).toEqual([]);
    expect(tileServiceSources({ satellite: { ...imagery, key: null } })).toEqual([]);
  });

  it("name a placeholder first label as a wildcard and leave out user information and what CSP cannot name", () => {
    const service = (tiles: string) => rasterTileServiceSchema.parse({ tiles });
    expect(
      tileServiceSources({
        "open-street-map": service("http://{s}.Tiles.example.test:8080/{z}/{x}/{y}.png"),
        "carto-positron": service("https://user:secret@carto.example.test/{z}/{x}/{y}.png"),
        "carto-darkmatter": service("https://tiles;script-src.example.test/{z}/{x}/{y}.png"),
      }),
    ).toEqual(["http://*.tiles.example.test:8080", "https://carto.example.test"]);
  });
});
