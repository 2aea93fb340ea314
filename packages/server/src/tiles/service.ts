import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { BASEMAP_MAX_ZOOM, BASEMAP_MIN_ZOOM, isMapStyleName, LruCache, mapMessages, messages } from "@storyframe/core";
import { type ContentCoding, negotiateEncoding } from "../http/compression";
import { InvalidError, NotFoundError } from "../shared/domainErrors";
import { type TenantDirectory, tenantOfRequest } from "../tenants/directory";
import type { BasemapTiles } from "./basemapTiles";
import { buildMapStyle, tileServiceSources } from "./mapStyles";

/** Encoded tiles kept in memory; most are a few kilobytes, the world's at the lowest zooms some tens. */
const TILE_CACHE_ENTRIES = 2000;
/** Smaller tiles go out as they are: compressing them saves less than the coding's own bytes. */
const TILE_COMPRESSION_THRESHOLD_BYTES = 256;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A tile as sent: its bytes in the coding the client accepts, and its entity tag. */
export type TileRepresentation = { body: Buffer; coding: ContentCoding | undefined; etag: string };

/** A style as sent, with the entity tag of its text. */
export type StyleRepresentation = { body: string; etag: string };

type CachedTile = {
  identity: Buffer;
  /** Strong tag of the tile's content; the compressed bodies carry it weak (they are the same content). */
  etag: string;
  encoded: Map<ContentCoding, Promise<Buffer>>;
};

export type TileServiceOptions = { basemap: BasemapTiles; tenants: TenantDirectory };

/** The basemap's tiles (made on first request, cached compressed) and the map styles of a tenant. */
export class TileService {
  private readonly cache = new LruCache<string, Promise<CachedTile>>(TILE_CACHE_ENTRIES);

  constructor(private readonly options: TileServiceOptions) {}

  /** The tile at z/x/y in the best coding `acceptEncoding` allows; 400 with the range for a tile that cannot exist. */
  async tile(z: number, x: number, y: number, acceptEncoding: string | undefined): Promise<TileRepresentation> {
    assertTileExists(z, x, y);
    const tile = await this.cached(`${z}/${x}/${y}`, () => this.options.basemap.tile(z, x, y));
    const coding =
      tile.identity.length >= TILE_COMPRESSION_THRESHOLD_BYTES ? negotiateEncoding(acceptEncoding) : undefined;
    if (!coding) return { body: tile.identity, coding: undefined, etag: tile.etag };
    let encoded = tile.encoded.get(coding);
    if (!encoded) {
      encoded = compress(tile.identity, coding);
      tile.encoded.set(coding, encoded);
    }
    return { body: await encoded, coding, etag: `W/${tile.etag}` };
  }

  /**
   * The style `name` for the tenant named by `domainName`, or else the one serving `hostname`: 404 for a name that
   * is no style, or no such tenant.
   */
  async style(request: {
    name: string;
    hostname: string;
    domainName: string | undefined;
    origin: string;
  }): Promise<StyleRepresentation> {
    const { name } = request;
    if (!isMapStyleName(name)) throw new NotFoundError(mapMessages.styleNotFound(name));
    const tenant = await tenantOfRequest(this.options.tenants, request);
    if (!tenant) throw new NotFoundError(messages.tenantNotFound);
    const body = JSON.stringify(buildMapStyle({ name, origin: request.origin, services: tenant.settings.mapTiles }));
    return { body, etag: entityTag(body) };
  }

  /** The third-party tile hosts the pages of the tenant serving `hostname` fetch from, as CSP sources. */
  async pageSources(hostname: string): Promise<string[]> {
    const tenant = await this.options.tenants.byHostname(hostname);
    return tileServiceSources(tenant?.settings.mapTiles ?? {});
  }

  /** Identical requests for a tile not yet made share its making; a failure is not kept. */
  private cached(key: string, make: () => Promise<Uint8Array>): Promise<CachedTile> {
    let tile = this.cache.get(key);
    if (!tile) {
      tile = make().then((bytes) => {
        const identity = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        return { identity, etag: entityTag(identity), encoded: new Map() };
      });
      tile.catch(() => this.cache.delete(key));
      this.cache.set(key, tile);
    }
    return tile;
  }
}

function assertTileExists(z: number, x: number, y: number): void {
  if (z < BASEMAP_MIN_ZOOM || z > BASEMAP_MAX_ZOOM)
    throw new InvalidError(undefined, mapMessages.tileZoomOutOfRange(z));
  const size = 2 ** z;
  if (x >= size || y >= size) throw new InvalidError(undefined, mapMessages.tileOutOfRange(z, x, y));
}

function entityTag(content: string | Buffer): string {
  return `"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;
}

function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  // Made once per cached tile, so a higher level than answers compressed on the way out is worth it.
  return coding === "br"
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(body, { level: 9 });
}
