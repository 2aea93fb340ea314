import { BASEMAP_MAX_ZOOM } from "@storyframe/core";
import type { GeoJSON } from "geojson";
import GeoJSONVT, { type LegacyFeature } from "geojson-vt";
import { encodeVectorTile, type TileFeature, type TileLayer } from "./encodeVectorTile";
import { loadNaturalEarth, type NaturalEarthScale, type WorldLayerName, type WorldLayers } from "./naturalEarth";
import { demoSiteLayout, type SiteLayerName } from "./siteLayout";

/**
 * Cuts the basemap's vector tiles: the world's `land`, `countries`, `boundaries` and `country_labels` (Natural
 * Earth, 1:110m up to zoom 2, 1:50m from zoom 3) and, from zoom 10, the demo site's `site_areas`, `site_roads`,
 * `site_buildings` and `site_labels`.
 * Water is no layer: the styles paint it as the background, and land over it.
 */

const TILE_EXTENT = 4096;
/** Below this zoom the whole mine is a few pixels across: its layers are left out. */
export const SITE_MIN_ZOOM = 10;
const SMALL_SCALE_MAX_ZOOM = 2;
/**
 * A slicer keeps every tile it has cut (and what it was cut from) to cut its children quickly. Past this many it
 * starts afresh, so a server panned over the whole world for months keeps a bounded index.
 */
const MAX_SLICED_TILES = 20_000;
const WORLD_LAYERS: readonly WorldLayerName[] = ["land", "countries", "boundaries", "country_labels"];
const SITE_LAYERS: readonly SiteLayerName[] = ["site_areas", "site_roads", "site_buildings", "site_labels"];

type LoadWorld = (scale: NaturalEarthScale) => Promise<WorldLayers>;

export type BasemapTilesOptions = {
  /** The installation runs the demo: the fleet's mine is drawn where its GPS readings are. */
  includeDemoSite: boolean;
  loadWorld?: LoadWorld;
};

export class BasemapTiles {
  private readonly world = new Map<NaturalEarthScale, Promise<Record<WorldLayerName, LayerSlicer>>>();
  private readonly site: Record<SiteLayerName, LayerSlicer> | undefined;
  private readonly loadWorld: LoadWorld;

  constructor(options: BasemapTilesOptions) {
    this.loadWorld = options.loadWorld ?? loadNaturalEarth;
    if (options.includeDemoSite) {
      const layout = demoSiteLayout();
      this.site = {
        site_areas: new LayerSlicer(layout.site_areas),
        site_roads: new LayerSlicer(layout.site_roads),
        site_buildings: new LayerSlicer(layout.site_buildings),
        site_labels: new LayerSlicer(layout.site_labels),
      };
    }
  }

  /** The encoded tile at z/x/y (coordinates already checked); a tile with nothing on it is 0 bytes. */
  async tile(z: number, x: number, y: number): Promise<Uint8Array> {
    const world = await this.worldSlicers(z <= SMALL_SCALE_MAX_ZOOM ? "110m" : "50m");
    const layers: TileLayer[] = WORLD_LAYERS.map((name) => layer(name, world[name].features(z, x, y)));
    const site = this.site;
    if (site && z >= SITE_MIN_ZOOM) {
      layers.push(...SITE_LAYERS.map((name) => layer(name, site[name].features(z, x, y))));
    }
    return encodeVectorTile(layers);
  }

  /** Read on first use, once per scale; a failed read is tried again by the next request. */
  private worldSlicers(scale: NaturalEarthScale): Promise<Record<WorldLayerName, LayerSlicer>> {
    let slicers = this.world.get(scale);
    if (!slicers) {
      slicers = this.loadWorld(scale).then((layers) => ({
        land: new LayerSlicer(layers.land),
        countries: new LayerSlicer(layers.countries),
        boundaries: new LayerSlicer(layers.boundaries),
        country_labels: new LayerSlicer(layers.country_labels),
      }));
      slicers.catch(() => this.world.delete(scale));
      this.world.set(scale, slicers);
    }
    return slicers;
  }
}

/** One layer's GeoJSON, cut into tiles on demand. */
class LayerSlicer {
  private index: GeoJSONVT | undefined;

  constructor(private readonly data: GeoJSON) {}

  features(z: number, x: number, y: number): TileFeature[] {
    if (!this.index || this.index.tileCoords.length > MAX_SLICED_TILES) {
      this.index = new GeoJSONVT(this.data, { maxZoom: BASEMAP_MAX_ZOOM, extent: TILE_EXTENT });
    }
    return this.index.getTile(z, x, y)?.features.map(toTileFeature) ?? [];
  }
}

function toTileFeature(feature: LegacyFeature): TileFeature {
  const properties = feature.tags;
  return feature.type === 1
    ? { type: 1, geometry: [feature.geometry], properties }
    : { type: feature.type, geometry: feature.geometry, properties };
}

function layer(name: string, features: TileFeature[]): TileLayer {
  return { name, features, extent: TILE_EXTENT };
}
