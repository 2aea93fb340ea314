import {
  BASEMAP_MAX_ZOOM,
  BASEMAP_TILE_PATH_TEMPLATE,
  MAP_STYLE_FALLBACK_METADATA_KEY,
  MAP_STYLE_TILE_SERVICE,
  MAP_TILE_SERVICE_NOT_CONFIGURED,
  type MapStyleName,
  type MapTileServices,
  type RasterTileService,
} from "@storyframe/core";
import { SITE_MIN_ZOOM } from "./basemapTiles";
import { PALETTES, type Palette, type PaletteName } from "./palettes";

/**
 * MapLibre style documents (style specification version 8) for the ten style names. The local styles draw the
 * server's basemap in their palette; the others draw a tenant's raster tile service, and without one fall back to
 * the local basemap in the nearest palette, with a note under `metadata["storyframe:fallback"]` for the map to
 * show. No style names a glyph or sprite address: the labels (countries, and the site's areas and roads) are drawn
 * by MapLibre in the browser's own sans-serif font, so nothing is fetched from elsewhere.
 */

type Expression = readonly unknown[];

type StyleLayer = {
  id: string;
  type: "background" | "fill" | "line" | "raster" | "symbol";
  source?: string;
  "source-layer"?: string;
  minzoom?: number;
  maxzoom?: number;
  filter?: Expression;
  layout?: Record<string, unknown>;
  paint: Record<string, unknown>;
};

type StyleSource =
  | { type: "vector"; tiles: string[]; minzoom: number; maxzoom: number; attribution: string }
  | { type: "raster"; tiles: string[]; tileSize: number; maxzoom: number; attribution?: string };

export type MapStyleDocument = {
  version: 8;
  name: string;
  metadata: Record<string, string>;
  sources: Record<string, StyleSource>;
  layers: StyleLayer[];
};

export type MapStyleRequest = {
  name: MapStyleName;
  /** The origin the browser reached this server on: tile addresses in a style must be absolute. */
  origin: string;
  services: MapTileServices;
};

const BASEMAP = "basemap";
const IMAGERY = "imagery";
const NATURAL_EARTH_ATTRIBUTION = "Natural Earth";

/** The local palette of each style: its own, or for a style that needs a tile service, the nearest. */
const PALETTE_OF: Readonly<Record<MapStyleName, PaletteName>> = {
  basic: "basic",
  streets: "streets",
  outdoors: "outdoors",
  light: "light",
  dark: "dark",
  satellite: "outdoors",
  "satellite-streets": "streets",
  "open-street-map": "streets",
  "carto-positron": "light",
  "carto-darkmatter": "dark",
};

export function buildMapStyle({ name, origin, services }: MapStyleRequest): MapStyleDocument {
  const palette = PALETTES[PALETTE_OF[name]];
  const basemap = basemapSource(origin);
  const service = MAP_STYLE_TILE_SERVICE[name];
  if (!service) {
    return document(name, {}, { [BASEMAP]: basemap }, localLayers(palette));
  }
  const configured = services[service];
  const tiles = configured && tileAddress(configured);
  if (configured === undefined || tiles === undefined) {
    const fallback = { [MAP_STYLE_FALLBACK_METADATA_KEY]: MAP_TILE_SERVICE_NOT_CONFIGURED[service] };
    return document(name, fallback, { [BASEMAP]: basemap }, localLayers(palette));
  }
  const imagery: StyleSource = {
    type: "raster",
    tiles: [tiles],
    tileSize: configured.tileSize,
    maxzoom: configured.maxZoom,
    ...(configured.attribution ? { attribution: configured.attribution } : {}),
  };
  const rasterLayers: StyleLayer[] = [
    { id: "background", type: "background", paint: { "background-color": palette.land } },
    { id: IMAGERY, type: "raster", source: IMAGERY, paint: {} },
  ];
  if (name === "satellite-streets") {
    return document(name, {}, { [IMAGERY]: imagery, [BASEMAP]: basemap }, [
      ...rasterLayers,
      ...overlayLayers(PALETTES.streets),
      ...labels({ label: "#ffffff", labelHalo: "#1b1b1b" }),
    ]);
  }
  return document(name, {}, { [IMAGERY]: imagery }, rasterLayers);
}

/** A tile address's scheme, host and port (any user information left out). */
const TILE_ADDRESS_ORIGIN = /^(https?):\/\/(?:[^@/?#]*@)?([^/?#]+)/i;
/** A host (and port) as a CSP host source takes it: letters, digits, hyphens and dots, or a leading `*.`. */
const CSP_HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * The CSP sources the browser needs to fetch the tiles of the third-party services that the tenant's styles draw
 * (decision 081): each drawn service's scheme, host and port, a first label that is a placeholder (`{s}`) as `*`.
 * None for a tenant whose styles draw only the local basemap; a host no CSP source can name is left out.
 */
export function tileServiceSources(services: MapTileServices): string[] {
  const sources = new Set<string>();
  for (const service of Object.values(services)) {
    if (service === undefined || tileAddress(service) === undefined) continue;
    const [, scheme = "", host = ""] = TILE_ADDRESS_ORIGIN.exec(service.tiles) ?? [];
    const named = host.replace(/^\{[^}]*\}(?=\.)/, "*");
    if (CSP_HOST.test(named)) sources.add(`${scheme.toLowerCase()}://${named.toLowerCase()}`);
  }
  return [...sources];
}

/** The service's tile address with its key in place; none when it needs a key it was not given. */
function tileAddress(service: RasterTileService): string | undefined {
  if (!service.tiles.includes("{key}")) return service.tiles;
  return service.key === null ? undefined : service.tiles.replaceAll("{key}", encodeURIComponent(service.key));
}

function document(
  name: MapStyleName,
  metadata: Record<string, string>,
  sources: Record<string, StyleSource>,
  layers: StyleLayer[],
): MapStyleDocument {
  return {
    version: 8,
    name: `Storyframe ${name}`,
    metadata: { "storyframe:style": name, ...metadata },
    sources,
    layers,
  };
}

function basemapSource(origin: string): StyleSource {
  return {
    type: "vector",
    tiles: [`${origin}${BASEMAP_TILE_PATH_TEMPLATE}`],
    minzoom: 0,
    maxzoom: BASEMAP_MAX_ZOOM,
    attribution: NATURAL_EARTH_ATTRIBUTION,
  };
}

function localLayers(palette: Palette): StyleLayer[] {
  return [
    // Water is the background: the basemap draws land over it.
    { id: "water", type: "background", paint: { "background-color": palette.water } },
    { id: "land", type: "fill", source: BASEMAP, "source-layer": "land", paint: { "fill-color": palette.land } },
    boundaries(palette.boundary),
    {
      id: "site-areas",
      type: "fill",
      source: BASEMAP,
      "source-layer": "site_areas",
      minzoom: SITE_MIN_ZOOM,
      paint: { "fill-color": areaColour(palette) },
    },
    siteAreaOutlines(palette.siteOutline),
    ...roads(palette),
    {
      id: "site-buildings",
      type: "fill",
      source: BASEMAP,
      "source-layer": "site_buildings",
      minzoom: 13,
      paint: { "fill-color": palette.building, "fill-outline-color": palette.buildingOutline },
    },
    ...labels(palette),
  ];
}

/**
 * MapLibre draws the glyphs of a style without a glyph address itself, in the font the stack names (decision 076,
 * addendum): a generic family is on every machine, so the labels need no font package and no network.
 */
const LABEL_FONT = ["sans-serif"];
const NAME = ["get", "name"];
const HAS_NAME: Expression = ["!=", NAME, ""];

/** Country names on the world, then the site's areas (pits, dumps, the crusher) and its roads as the map nears. */
function labels({ label, labelHalo }: Pick<Palette, "label" | "labelHalo">): StyleLayer[] {
  const paint = { "text-color": label, "text-halo-color": labelHalo, "text-halo-width": 1.4, "text-halo-blur": 0.4 };
  return [
    {
      id: "country-labels",
      type: "symbol",
      source: BASEMAP,
      "source-layer": "country_labels",
      minzoom: 2,
      maxzoom: SITE_MIN_ZOOM,
      filter: HAS_NAME,
      layout: {
        "text-field": NAME,
        "text-font": LABEL_FONT,
        "text-size": ["interpolate", ["linear"], ["zoom"], 2, 10, 5, 13, 8, 16],
        "text-max-width": 8,
        "text-padding": 4,
      },
      paint,
    },
    {
      id: "site-area-labels",
      type: "symbol",
      source: BASEMAP,
      "source-layer": "site_labels",
      minzoom: 13,
      filter: HAS_NAME,
      layout: {
        "text-field": NAME,
        "text-font": LABEL_FONT,
        "text-size": 12,
        "text-max-width": 7,
        // Below the area's middle, where the map's own points of interest (loaders, tips, the crusher) stand.
        "text-anchor": "top",
        "text-offset": [0, 1.6],
      },
      paint,
    },
    {
      id: "site-road-labels",
      type: "symbol",
      source: BASEMAP,
      "source-layer": "site_roads",
      minzoom: 15,
      filter: HAS_NAME,
      layout: {
        "text-field": NAME,
        "text-font": LABEL_FONT,
        "text-size": 11,
        "symbol-placement": "line",
        "symbol-spacing": 400,
      },
      paint,
    },
  ];
}

/** What satellite-streets draws over the imagery: borders, the site's outlines, roads and buildings. */
function overlayLayers(palette: Palette): StyleLayer[] {
  return [
    boundaries("#ffffff"),
    siteAreaOutlines("#ffffff"),
    ...roads(palette),
    {
      id: "site-buildings",
      type: "line",
      source: BASEMAP,
      "source-layer": "site_buildings",
      minzoom: 13,
      paint: { "line-color": "#ffffff", "line-width": 1 },
    },
  ];
}

function boundaries(colour: string): StyleLayer {
  return {
    id: "boundaries",
    type: "line",
    source: BASEMAP,
    "source-layer": "boundaries",
    layout: { "line-join": "round" },
    paint: {
      "line-color": colour,
      "line-width": ["interpolate", ["linear"], ["zoom"], 0, 0.4, 6, 1.2, 12, 2],
      "line-dasharray": [3, 2],
    },
  };
}

function siteAreaOutlines(colour: string): StyleLayer {
  return {
    id: "site-area-outlines",
    type: "line",
    source: BASEMAP,
    "source-layer": "site_areas",
    minzoom: 12,
    paint: { "line-color": colour, "line-width": 1 },
  };
}

function areaColour(palette: Palette): Expression {
  return [
    "match",
    ["get", "kind"],
    "pit",
    palette.pit,
    "pit_floor",
    palette.pitFloor,
    "waste_dump",
    palette.wasteDump,
    "stockpile",
    palette.stockpile,
    "crusher",
    palette.crusher,
    "workshop",
    palette.workshop,
    "parking",
    palette.parking,
    palette.workshop,
  ];
}

/** A casing under the road, then the road, about 30 m wide (ramps 22 m) however far in the map is zoomed. */
function roads(palette: Palette): StyleLayer[] {
  const common = {
    type: "line" as const,
    source: BASEMAP,
    "source-layer": "site_roads",
    minzoom: SITE_MIN_ZOOM,
    layout: { "line-join": "round", "line-cap": "round" },
  };
  return [
    {
      ...common,
      id: "site-road-casings",
      paint: { "line-color": palette.roadCasing, "line-width": roadWidth(1.3, 1) },
    },
    {
      ...common,
      id: "site-roads",
      paint: {
        "line-color": ["match", ["get", "kind"], "ramp", palette.ramp, palette.haulRoad],
        "line-width": roadWidth(1, 0),
      },
    },
  ];
}

/**
 * Line width in pixels by zoom: doubling with each zoom level from 15 on, as a road of fixed width on the ground
 * does (about 2.1 m a pixel at zoom 15 at the mine's latitude).
 */
function roadWidth(scale: number, extra: number): Expression {
  const stops: [number, number][] = [
    [SITE_MIN_ZOOM, 0.5],
    [13, 2],
    [15, 14],
    [18, 112],
  ];
  const byKind = (width: number) => [
    "match",
    ["get", "kind"],
    "ramp",
    width * scale * 0.75 + extra,
    width * scale + extra,
  ];
  return ["interpolate", ["exponential", 2], ["zoom"], ...stops.flatMap(([zoom, width]) => [zoom, byKind(width)])];
}
