import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, Geometry, GeometryObject, Position } from "geojson";
import polylabel from "polylabel";
import { feature, mesh } from "topojson-client";

/**
 * The world under the demo site: Natural Earth's land and countries (public domain) as the `world-atlas` package
 * ships them in TopoJSON, installed with the server, so no map data is ever downloaded at run time. 1:110m
 * draws the whole world at the lowest zooms, 1:50m everything closer.
 */

export type NaturalEarthScale = "110m" | "50m";
export type WorldLayerName = "land" | "countries" | "boundaries" | "country_labels";
export type WorldLayers = Record<WorldLayerName, FeatureCollection>;

type Topology = Parameters<typeof mesh>[0];
type MeshObject = Parameters<typeof mesh>[1];

/** Reads one scale's file and turns it into the basemap's world layers; the caller keeps the result. */
export async function loadNaturalEarth(scale: NaturalEarthScale): Promise<WorldLayers> {
  const file = createRequire(import.meta.url).resolve(`world-atlas/countries-${scale}.json`);
  const topology = JSON.parse(await readFile(file, "utf8")) as Topology;
  const { land, countries } = topology.objects;
  if (!land || !countries) throw new Error(`${file} has no land or countries.`);
  const countryAreas = asCollection(feature(topology, countries), (properties) => ({
    name: typeof properties?.name === "string" ? properties.name : "",
  }));
  return {
    land: asCollection(feature(topology, land), () => ({})),
    countries: countryAreas,
    country_labels: labelPoints(countryAreas),
    // Borders between two countries only: coastlines are the edge of the land fill.
    boundaries: asCollection(
      { type: "Feature", properties: {}, geometry: mesh(topology, countries as MeshObject, (a, b) => a !== b) },
      () => ({ kind: "country" }),
    ),
  };
}

/** One collection with only the properties the tiles carry, its shapes continuous across the antimeridian. */
function asCollection(
  value: Feature<Geometry> | FeatureCollection<GeometryObject>,
  properties: (source: Feature["properties"]) => Record<string, string>,
): FeatureCollection {
  const features = value.type === "FeatureCollection" ? value.features : [value];
  return {
    type: "FeatureCollection",
    features: features.map((item) => ({
      type: "Feature",
      geometry: acrossTheAntimeridian(item.geometry),
      properties: properties(item.properties),
    })),
  };
}

/**
 * A line or ring whose longitudes never jump by more than half the world: past the antimeridian it goes on beyond
 * ±180° (the tile slicer wraps such parts to the other side). Natural Earth steps from 180° to -180° inside Fiji's
 * and Russia's outlines, which the slicer would otherwise draw as a band across the whole world. A ring that goes
 * around a pole (Antarctica) keeps its coordinates: it closes only as it is.
 */
function continuous(line: Position[], closed: boolean): Position[] {
  // Nearly every outline stays on one side: it is kept as it is, without copying its points.
  const jumps = line.some(([longitude = 0], index) => Math.abs(longitude - (line[index - 1]?.[0] ?? longitude)) > 180);
  if (!jumps) return line;
  let shift = 0;
  let previous: number | undefined;
  const shifted = line.map(([longitude = 0, latitude = 0]) => {
    if (previous !== undefined) {
      const step = longitude + shift - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previous = longitude + shift;
    return [previous, latitude];
  });
  return closed && shift !== 0 ? line : shifted;
}

function acrossTheAntimeridian(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case "LineString":
      return { ...geometry, coordinates: continuous(geometry.coordinates, false) };
    case "MultiLineString":
      return { ...geometry, coordinates: geometry.coordinates.map((line) => continuous(line, false)) };
    case "Polygon":
      return { ...geometry, coordinates: geometry.coordinates.map((ring) => continuous(ring, true)) };
    case "MultiPolygon":
      return {
        ...geometry,
        coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => continuous(ring, true))),
      };
    default:
      return geometry;
  }
}

/** Twice the signed area of a ring in square degrees (the shoelace formula): enough to find a country's largest part. */
function ringArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum);
}

/** Degrees: about 5 km, finer than a label's own size at the zooms that show country names. */
const LABEL_PRECISION_DEGREES = 0.05;

/**
 * One point per named country, where the map writes its name: the point of its largest part farthest from that
 * part's edges (its pole of inaccessibility), so the name sits inside the country and away from its coasts. A
 * polygon labelled itself would be named in every tile it crosses, and a country of islands on both sides of the
 * antimeridian would be named half a world away.
 */
function labelPoints(countries: FeatureCollection): FeatureCollection {
  const features: Feature[] = [];
  for (const country of countries.features) {
    const { geometry } = country;
    const parts =
      geometry.type === "Polygon"
        ? [geometry.coordinates]
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates
          : [];
    const largest = parts.reduce<Position[][] | undefined>(
      (best, part) => (best && ringArea(best[0] ?? []) >= ringArea(part[0] ?? []) ? best : part),
      undefined,
    );
    if (!largest || !country.properties?.name) continue;
    const [longitude, latitude] = polylabel(largest as [number, number][][], LABEL_PRECISION_DEGREES);
    features.push({
      type: "Feature",
      properties: { name: country.properties.name },
      geometry: { type: "Point", coordinates: [longitude, latitude] },
    });
  }
  return { type: "FeatureCollection", features };
}
