import type { FeatureCollection, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { loadNaturalEarth } from "./naturalEarth";

/** The places where an outline jumps by more than half the world between two points, by feature name. */
function jumpsAcrossTheAntimeridian(collection: FeatureCollection): string[] {
  const jumps: string[] = [];
  for (const feature of collection.features) {
    const { geometry } = feature;
    const rings: Position[][] =
      geometry.type === "Polygon"
        ? geometry.coordinates
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates.flat()
          : [];
    for (const ring of rings) {
      ring.forEach(([longitude = 0, latitude = 0], index) => {
        const [previous = longitude] = ring[index - 1] ?? [];
        if (Math.abs(longitude - previous) > 180)
          jumps.push(`${feature.properties?.name ?? "land"} at ${Math.round(latitude)}°`);
      });
    }
  }
  return jumps;
}

describe("the world's data", () => {
  it.each(["110m", "50m"] as const)(
    "at 1:%s, draws Fiji and Russia continuously across the antimeridian; only Antarctica's ring round the pole steps",
    async (scale) => {
      const world = await loadNaturalEarth(scale);
      for (const jump of jumpsAcrossTheAntimeridian(world.countries))
        expect(jump).toMatch(/^Antarctica at -(8\d|90)°$/);
      expect(jumpsAcrossTheAntimeridian(world.land).every((jump) => /at -(8\d|90)°$/.test(jump))).toBe(true);
      const fiji = world.country_labels.features.find((feature) => feature.properties?.name === "Fiji");
      expect(fiji?.geometry).toMatchObject({ type: "Point" });
      const [longitude = 0, latitude = 0] = fiji?.geometry.type === "Point" ? fiji.geometry.coordinates : [];
      // On Viti Levu, Fiji's largest island.
      expect(longitude).toBeCloseTo(178, 0);
      expect(latitude).toBeCloseTo(-17.8, 0);
    },
  );
});
