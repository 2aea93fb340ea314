import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, Geometry, GeometryObject } from "geojson";
import { feature, mesh } from "topojson-client";

/**
 * The world under the demo site: Natural Earth's land and countries (public domain) as the `world-atlas` package
 * ships them in TopoJSON, installed with the server, so no map data is ever downloaded at run time. 1:110m
 * draws the whole world at the lowest zooms, 1:50m everything closer.
 */

export type NaturalEarthScale = "110m" | "50m";
export type WorldLayerName = "land" | "countries" | "boundaries";
export type WorldLayers = Record<WorldLayerName, FeatureCollection>;

type Topology = Parameters<typeof mesh>[0];
type MeshObject = Parameters<typeof mesh>[1];

/** Reads one scale's file and turns it into the basemap's world layers; the caller keeps the result. */
export async function loadNaturalEarth(scale: NaturalEarthScale): Promise<WorldLayers> {
  const file = createRequire(import.meta.url).resolve(`world-atlas/countries-${scale}.json`);
  const topology = JSON.parse(await readFile(file, "utf8")) as Topology;
  const { land, countries } = topology.objects;
  if (!land || !countries) throw new Error(`${file} has no land or countries.`);
  return {
    land: asCollection(feature(topology, land), () => ({})),
    countries: asCollection(feature(topology, countries), (properties) => ({
      name: typeof properties?.name === "string" ? properties.name : "",
    })),
    // Borders between two countries only: coastlines are the edge of the land fill.
    boundaries: asCollection(
      { type: "Feature", properties: {}, geometry: mesh(topology, countries as MeshObject, (a, b) => a !== b) },
      () => ({ kind: "country" }),
    ),
  };
}

/** One collection with only the properties the tiles carry. */
function asCollection(
  value: Feature<Geometry> | FeatureCollection<GeometryObject>,
  properties: (source: Feature["properties"]) => Record<string, string>,
): FeatureCollection {
  const features = value.type === "FeatureCollection" ? value.features : [value];
  return {
    type: "FeatureCollection",
    features: features.map((item) => ({
      type: "Feature",
      geometry: item.geometry,
      properties: properties(item.properties),
    })),
  };
}
