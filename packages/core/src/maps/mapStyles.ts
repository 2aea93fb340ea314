import { z } from "zod";
import { domainNameSchema } from "../tenant/domainName";

/** The styles a map can switch between (canvas-components §2), in the spec's order. */
export const MAP_STYLE_NAMES = [
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
] as const;
export type MapStyleName = (typeof MAP_STYLE_NAMES)[number];
export const mapStyleNameSchema = z.enum(MAP_STYLE_NAMES);

/** The business map's style when none is chosen (canvas-components §9). */
export const DEFAULT_MAP_STYLE: MapStyleName = "light";

export function isMapStyleName(name: string): name is MapStyleName {
  return (MAP_STYLE_NAMES as readonly string[]).includes(name);
}

/**
 * The zoom levels the server's basemap has tiles for. The styles ask for tiles up to the highest and MapLibre
 * enlarges them beyond: a zoom-16 tile already resolves 0.6 m at the mine's latitude (4096 units over 2.2 km), finer
 * than anything the basemap draws, so deeper tiles would only cost cutting.
 */
export const BASEMAP_MIN_ZOOM = 0;
export const BASEMAP_MAX_ZOOM = 16;

/** Where the server answers the basemap's vector tiles and the styles, relative to its origin. */
export const BASEMAP_TILE_PATH_TEMPLATE = "/tiles/basemap/{z}/{x}/{y}.pbf";
export function mapStylePath(name: MapStyleName): string {
  return `/tiles/styles/${name}.json`;
}

/**
 * The third-party raster tile services a style can draw from, configured per tenant
 * (`settings.mapTiles`). `satellite` serves both satellite styles.
 */
export const MAP_TILE_SERVICES = ["satellite", "open-street-map", "carto-positron", "carto-darkmatter"] as const;
export type MapTileService = (typeof MAP_TILE_SERVICES)[number];

/** The service each style needs; the other styles draw the local basemap alone. */
export const MAP_STYLE_TILE_SERVICE: Readonly<Partial<Record<MapStyleName, MapTileService>>> = {
  satellite: "satellite",
  "satellite-streets": "satellite",
  "open-street-map": "open-street-map",
  "carto-positron": "carto-positron",
  "carto-darkmatter": "carto-darkmatter",
};

/** The key of a style's `metadata` whose text says the style fell back to the local basemap; the map shows it. */
export const MAP_STYLE_FALLBACK_METADATA_KEY = "storyframe:fallback";

export const mapMessages = {
  satelliteNotConfigured: "The satellite imagery is not configured; the local basemap is shown.",
  openStreetMapNotConfigured: "The OpenStreetMap tile service is not configured; the local basemap is shown.",
  cartoNotConfigured: "The CARTO tile service is not configured; the local basemap is shown.",
  tileZoomOutOfRange: (z: number) =>
    `Zoom level ${z} is out of range: the basemap has tiles for zoom ${BASEMAP_MIN_ZOOM} to ${BASEMAP_MAX_ZOOM}.`,
  tileOutOfRange: (z: number, x: number, y: number) =>
    `Tile ${x}/${y} does not exist at zoom ${z}: x and y run from 0 to ${2 ** z - 1}.`,
  styleNotFound: (name: string) => `Map style '${name}' does not exist. The styles are ${MAP_STYLE_NAMES.join(", ")}.`,
} as const;

/** Which message a style shows when the tile service it needs is not configured. */
export const MAP_TILE_SERVICE_NOT_CONFIGURED: Readonly<Record<MapTileService, string>> = {
  satellite: mapMessages.satelliteNotConfigured,
  "open-street-map": mapMessages.openStreetMapNotConfigured,
  "carto-positron": mapMessages.cartoNotConfigured,
  "carto-darkmatter": mapMessages.cartoNotConfigured,
};

const tileCoordinate = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number")
  .transform(Number);

/** The path of a basemap tile; the range of each coordinate is checked against the zoom by the service. */
export const basemapTileParamsSchema = z.object({ z: tileCoordinate, x: tileCoordinate, y: tileCoordinate });

/** The path of a style; an unknown name is a 404 with the list of styles, not a schema failure. */
export const mapStyleParamsSchema = z.object({ name: z.string().max(100) });

/** The tenant a style is for, when not the one serving the host (as the client settings call takes it). */
export const mapStyleQuerySchema = z.object({ domainName: domainNameSchema.optional() });

/**
 * A raster tile service's address: http(s) with `{z}`, `{x}` and `{y}`, and `{key}` where the key goes.
 * The browser fetches these tiles itself, so the key must be one meant for browsers (restricted by referrer).
 */
const tileUrlTemplateSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s"<>]+$/i, "must be an http(s) address without spaces")
  .refine(
    (url) => ["{z}", "{x}", "{y}"].every((placeholder) => url.includes(placeholder)),
    "must contain {z}, {x} and {y}",
  );

export const rasterTileServiceSchema = z.object({
  tiles: tileUrlTemplateSchema,
  key: z.string().trim().min(1).max(500).nullable().default(null),
  /** Shown in the map's attribution, as plain text: MapLibre writes attributions as HTML. */
  attribution: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^[^<>]*$/, "must be plain text")
    .nullable()
    .default(null),
  tileSize: z.union([z.literal(256), z.literal(512)]).default(256),
  maxZoom: z.number().int().min(0).max(24).default(19),
});
export type RasterTileService = z.infer<typeof rasterTileServiceSchema>;

/** A tenant's third-party tile services (tenant settings `mapTiles`); a style whose service is absent falls back. */
export const mapTileServicesSchema = z
  .object({
    satellite: rasterTileServiceSchema.optional(),
    "open-street-map": rasterTileServiceSchema.optional(),
    "carto-positron": rasterTileServiceSchema.optional(),
    "carto-darkmatter": rasterTileServiceSchema.optional(),
  })
  .strict();
export type MapTileServices = z.infer<typeof mapTileServicesSchema>;
