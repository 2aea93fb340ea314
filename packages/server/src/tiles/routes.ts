import {
  BASEMAP_MAX_ZOOM,
  BASEMAP_MIN_ZOOM,
  basemapTileParamsSchema,
  mapStyleParamsSchema,
  mapStyleQuerySchema,
} from "@storyframe/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestOrigin } from "../http/requestOrigin";
import type { TileService } from "./service";

export type TileRoutesOptions = { tiles: TileService };

const VECTOR_TILE_CONTENT_TYPE = "application/vnd.mapbox-vector-tile";
/** Tiles change only with a new release of the map data; a day in the browser's cache, then revalidated. */
const TILE_CACHE_CONTROL = "public, max-age=86400";
/** Styles follow the tenant's tile services, which change at any time: revalidated on every use. */
const STYLE_CACHE_CONTROL = "no-cache";

/**
 * The offline basemap (decision 076): vector tiles and MapLibre styles, open like the tenant assets, since MapLibre
 * fetches them without the user's token and nothing in them is a tenant's secret. A tile with nothing on it is an
 * empty tile (200, 0 bytes), which MapLibre draws as nothing, not a failure.
 */
export const tileRoutes: FastifyPluginAsyncZod<TileRoutesOptions> = async (app, options) => {
  app.get(
    "/tiles/basemap/:z/:x/:y.pbf",
    {
      schema: {
        tags: ["maps"],
        summary: `A vector tile of the offline basemap (Mapbox Vector Tile), zoom ${BASEMAP_MIN_ZOOM} to ${BASEMAP_MAX_ZOOM}`,
        params: basemapTileParamsSchema,
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.params;
      const tile = await options.tiles.tile(z, x, y, request.headers["accept-encoding"]);
      reply.header("cache-control", TILE_CACHE_CONTROL).header("vary", "accept-encoding").header("etag", tile.etag);
      if (isFresh(request, tile.etag)) return reply.status(304).send();
      if (tile.coding) reply.header("content-encoding", tile.coding);
      return reply.type(VECTOR_TILE_CONTENT_TYPE).send(tile.body);
    },
  );

  app.get(
    "/tiles/styles/:name.json",
    {
      schema: {
        tags: ["maps"],
        summary: "A MapLibre style of the tenant serving this host (or named by domainName)",
        params: mapStyleParamsSchema,
        querystring: mapStyleQuerySchema,
      },
    },
    async (request, reply) => {
      const style = await options.tiles.style({
        name: request.params.name,
        domainName: request.query.domainName,
        hostname: request.hostname,
        origin: requestOrigin(request),
      });
      reply.header("cache-control", STYLE_CACHE_CONTROL).header("etag", style.etag);
      if (isFresh(request, style.etag)) return reply.status(304).send();
      return reply.type("application/json; charset=utf-8").send(style.body);
    },
  );
};

/** If-None-Match names this entity tag (compared weakly) or `*`. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const wanted = withoutWeakMarker(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || withoutWeakMarker(tag.trim()) === wanted);
}

function withoutWeakMarker(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}
