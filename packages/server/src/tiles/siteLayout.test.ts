import type { Feature, LineString, Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { type LatLon, LOADING_UNITS, MINE_SITES, offsetBy, siteById, WORKSHOP_ID } from "../data/demo/mineLayout";
import { demoSiteLayout, type SiteFeatureProperties } from "./siteLayout";

const layout = demoSiteLayout();
const areas = [...layout.site_areas.features, ...layout.site_buildings.features] as Feature<
  Polygon,
  SiteFeatureProperties
>[];
const roads = layout.site_roads.features as Feature<LineString, SiteFeatureProperties>[];

/** Names of the areas and buildings that hold a point (ray casting over the outer ring). */
function namesAt(point: LatLon): string[] {
  return areas
    .filter((area) => ringHolds(area.geometry.coordinates[0] ?? [], point))
    .map((area) => area.properties.name);
}

function ringHolds(ring: Position[], { longitude: x, latitude: y }: LatLon): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const asPoint = ([longitude = 0, latitude = 0]: Position): LatLon => ({ latitude, longitude });

describe("the demo site's layout", () => {
  it("gives every site of the fleet's data an area of its kind around its point", () => {
    const kindOf = {
      pit: "pit",
      crusher: "crusher",
      waste_dump: "waste_dump",
      stockpile: "stockpile",
      workshop: "workshop",
    };
    for (const site of MINE_SITES) {
      const holding = areas.filter(
        (area) => area.properties.site === site.id && ringHolds(area.geometry.coordinates[0] ?? [], site),
      );
      expect(holding.map((area) => area.properties.kind)).toContain(kindOf[site.kind]);
    }
  });

  it("puts each loading unit's face on its pit's floor, where the trucks are loaded", () => {
    for (const unit of LOADING_UNITS) {
      expect(namesAt(unit.face)).toContain(`${siteById(unit.pit).name} floor`);
    }
  });

  it("puts the go-line, the fuel bay and the tips' parking bays where the trucks stand", () => {
    const workshop = siteById(WORKSHOP_ID);
    expect(namesAt(offsetBy(workshop, 50, -50))).toContain("Go-line");
    expect(namesAt(offsetBy(workshop, 65, 49))).toContain("Go-line");
    expect(namesAt(offsetBy(workshop, -70, -90))).toContain("Fuel bay");
    for (const id of ["CRU-1", "STK-1", "DMP-E"] as const) {
      const tip = siteById(id);
      expect(namesAt(offsetBy(tip, -110, 80))).toContain(`${tip.name} parking bay`);
    }
  });

  it("joins each ramp at its top to the haul roads out of its pit", () => {
    const roadEnds = roads
      .filter((road) => road.properties.kind === "haul_road")
      .flatMap((road) => [road.geometry.coordinates[0], road.geometry.coordinates.at(-1)].map(String));
    const ramps = roads.filter((road) => road.properties.kind === "ramp");
    expect(ramps).toHaveLength(LOADING_UNITS.length);
    for (const ramp of ramps) {
      expect(roadEnds).toContain(String(ramp.geometry.coordinates.at(-1)));
      expect(namesAt(asPoint(ramp.geometry.coordinates[0] ?? []))).toEqual(
        expect.arrayContaining([expect.stringMatching(/ floor$/)]),
      );
    }
  });

  it("names every feature and gives it a kind", () => {
    for (const feature of [...areas, ...roads]) {
      expect(feature.properties.kind).toMatch(/^[a-z_]+$/);
      expect(feature.properties.name.length).toBeGreaterThan(0);
    }
  });
});
