import type { Feature, FeatureCollection, LineString, Point, Polygon, Position } from "geojson";
import {
  distanceMetres,
  type LatLon,
  LOADING_UNITS,
  type MineSite,
  offsetBy,
  type Place,
  roadLegs,
  type SiteId,
  siteById,
  WORKSHOP_ID,
} from "../data/demo/mineLayout";

/**
 * The demo mine drawn on the basemap: its pits, waste dump, stockpile, crusher, workshop yard, buildings and haul
 * roads, derived from the layout the fleet simulation drives on (`data/demo/mineLayout.ts`), so that the trucks'
 * GPS readings fall on these roads and stop inside these areas:
 *
 * - the haul roads are the surface legs the simulation drives between the pits' ramp exits, the tips and the
 *   workshop (straight lines, as the trucks move), and each loading unit's ramp from its face to its pit's exit;
 * - a pit's rim passes through its ramp exit; its floor holds the loading faces;
 * - the dump, stockpile and crusher pad cover the points trucks tip at and the parking bays where they wait
 *   (110 m south and 80 m east of each tip); the workshop yard covers the go-line and the fuel bay.
 *
 * Every feature has a `kind` and a `name`; areas and buildings also name their `site` id. `site_labels` holds one
 * point in the middle of each area the map names.
 */

export type SiteLayerName = "site_areas" | "site_roads" | "site_buildings" | "site_labels";

export type SiteFeatureProperties = { kind: string; name: string; site?: SiteId };

type SiteGeometry = Polygon | LineString | Point;
type SiteFeature = Feature<Polygon | LineString, SiteFeatureProperties>;

/**
 * The areas the map names: the pit floors, parking bays and the go-line would crowd their own pit or yard. Each is
 * named by a point of its own, since a polygon labelled itself is named once in every tile it crosses.
 */
const LABELLED_AREAS: ReadonlySet<string> = new Set(["pit", "waste_dump", "stockpile", "crusher", "workshop"]);

/** The site's layers as GeoJSON (longitude, latitude). */
export function demoSiteLayout(): Record<SiteLayerName, FeatureCollection<SiteGeometry, SiteFeatureProperties>> {
  const areas = [...pitAreas(), ...tipAreas(), ...workshopAreas()];
  return {
    site_areas: collection(areas),
    site_roads: collection([...haulRoads(), ...ramps()]),
    site_buildings: collection(buildings()),
    site_labels: collection(areaLabels(areas)),
  };
}

/** A point in the middle of each area the map names (the mean of its outline's corners), with its kind and name. */
function areaLabels(areas: readonly SiteFeature[]): Feature<Point, SiteFeatureProperties>[] {
  return areas.flatMap((area) => {
    const ring = area.geometry.type === "Polygon" ? area.geometry.coordinates[0]?.slice(0, -1) : undefined;
    if (!ring?.length || !LABELLED_AREAS.has(area.properties.kind)) return [];
    const mean = (axis: 0 | 1) => ring.reduce((sum, position) => sum + (position[axis] ?? 0), 0) / ring.length;
    return [
      { type: "Feature", properties: area.properties, geometry: { type: "Point", coordinates: [mean(0), mean(1)] } },
    ];
  });
}

/** The tips trucks haul to and park beside (`fleetSimulation.ts`: `parkingBay`). */
const TIPS: readonly SiteId[] = ["CRU-1", "STK-1", "DMP-E"];
const PITS: readonly SiteId[] = ["PIT-N", "PIT-S"];

function pitAreas(): SiteFeature[] {
  return PITS.flatMap((id, index) => {
    const pit = siteById(id);
    const exit = rampExitOf(id);
    const rimRadius = distanceMetres(pit, exit);
    const exitBearing = bearingOf(pit, exit);
    // The wobble is scaled so that the rim passes exactly through the ramp exit.
    const wobble = (angle: number) => 1 + 0.07 * Math.sin(3 * angle + index * 1.3) + 0.04 * Math.cos(5 * angle);
    const rimScale = rimRadius / wobble(exitBearing);
    return [
      area(
        id,
        "pit",
        pit.name,
        irregularRing(pit, (angle) => rimScale * wobble(angle)),
      ),
      area(
        id,
        "pit_floor",
        `${pit.name} floor`,
        irregularRing(pit, (angle) => 0.38 * rimScale * wobble(angle + 0.4)),
      ),
    ];
  });
}

function tipAreas(): SiteFeature[] {
  const dump = siteById("DMP-E");
  const stockpile = siteById("STK-1");
  const crusher = siteById("CRU-1");
  return [
    area(
      dump.id,
      "waste_dump",
      dump.name,
      irregularRing(dump, (angle) => 330 + 45 * Math.sin(2 * angle + 0.6)),
    ),
    area(
      stockpile.id,
      "stockpile",
      stockpile.name,
      irregularRing(stockpile, (angle) => 150 + 20 * Math.sin(3 * angle)),
    ),
    area(crusher.id, "crusher", `${crusher.name} pad`, rectangle(crusher, 0, 20, 170, 120)),
    ...TIPS.map((id) => {
      const site = siteById(id);
      return area(id, "parking", `${site.name} parking bay`, rectangle(offsetBy(site, -110, 80), 0, 0, 50, 36));
    }),
  ];
}

function workshopAreas(): SiteFeature[] {
  const workshop = siteById(WORKSHOP_ID);
  return [
    area(workshop.id, "workshop", `${workshop.name} yard`, rectangle(workshop, -10, -10, 270, 230)),
    // Trucks park in rows of twelve, 9 m apart, 50 m north of the workshop (`goLinePosition`).
    area(workshop.id, "parking", "Go-line", rectangle(workshop, 58, 0, 120, 36)),
  ];
}

function buildings(): SiteFeature[] {
  const workshop = siteById(WORKSHOP_ID);
  const crusher = siteById("CRU-1");
  return [
    building(workshop.id, "Truck workshop", rectangle(workshop, -10, 60, 90, 40)),
    building(workshop.id, "Site office", rectangle(workshop, -100, 60, 30, 15)),
    // Trucks fill up 70 m south and 90 m west of the workshop (`fuelBay`).
    building(workshop.id, "Fuel bay", rectangle(workshop, -70, -90, 30, 14)),
    building(crusher.id, "Crusher house", rectangle(crusher, 0, 55, 40, 30)),
  ];
}

/** The surface legs of every trip the trucks make: pit to tip and workshop, workshop to tip. */
function haulRoads(): SiteFeature[] {
  const pairs: [SiteId, SiteId][] = [
    ...PITS.flatMap((pit) => [...TIPS, WORKSHOP_ID].map((to): [SiteId, SiteId] => [pit, to])),
    ...TIPS.map((tip): [SiteId, SiteId] => [WORKSHOP_ID, tip]),
  ];
  return pairs.flatMap(([from, to]) =>
    roadLegs(placeOf(siteById(from)), placeOf(siteById(to)))
      .filter((leg) => leg.ramp === null)
      .map((leg) => road("haul_road", `${siteById(from).name} to ${siteById(to).name}`, [leg.from, leg.to])),
  );
}

/** Each loading unit's ramp, from its face up to its pit's exit. */
function ramps(): SiteFeature[] {
  return LOADING_UNITS.map((unit) => {
    const exit = rampExitOf(unit.pit);
    return road("ramp", `${siteById(unit.pit).name} ramp to ${unit.name}`, [unit.face, exit]);
  });
}

/** Where a pit's ramp meets the surface: the end of the first leg of any trip out of the pit. */
function rampExitOf(pit: SiteId): LatLon {
  const [rampLeg] = roadLegs(placeOf(siteById(pit)), placeOf(siteById(WORKSHOP_ID)));
  if (rampLeg?.ramp !== "up") throw new Error(`The pit ${pit} has no ramp.`);
  return rampLeg.to;
}

function placeOf(site: MineSite): Place {
  return { siteId: site.id, point: site };
}

function area(site: SiteId, kind: string, name: string, ring: Position[]): SiteFeature {
  return { type: "Feature", properties: { kind, name, site }, geometry: { type: "Polygon", coordinates: [ring] } };
}

function building(site: SiteId, name: string, ring: Position[]): SiteFeature {
  return area(site, "building", name, ring);
}

function road(kind: "haul_road" | "ramp", name: string, points: LatLon[]): SiteFeature {
  return {
    type: "Feature",
    properties: { kind, name },
    geometry: { type: "LineString", coordinates: points.map(position) },
  };
}

/** A closed ring around `centre` whose radius in metres depends on the bearing (radians from north, clockwise). */
function irregularRing(centre: LatLon, radiusAt: (bearing: number) => number, corners = 48): Position[] {
  const ring: Position[] = [];
  for (let corner = 0; corner < corners; corner += 1) {
    const bearing = (2 * Math.PI * corner) / corners;
    const radius = radiusAt(bearing);
    ring.push(position(offsetBy(centre, radius * Math.cos(bearing), radius * Math.sin(bearing))));
  }
  return closed(ring);
}

/** An axis-aligned rectangle, `width` metres east-west and `height` north-south, centred off `origin`. */
function rectangle(origin: LatLon, northMetres: number, eastMetres: number, width: number, height: number): Position[] {
  const corners: [number, number][] = [
    [northMetres - height / 2, eastMetres - width / 2],
    [northMetres - height / 2, eastMetres + width / 2],
    [northMetres + height / 2, eastMetres + width / 2],
    [northMetres + height / 2, eastMetres - width / 2],
  ];
  return closed(corners.map(([north, east]) => position(offsetBy(origin, north, east))));
}

/** Bearing from `from` to `to` in radians from north, clockwise; exact enough over a few kilometres. */
function bearingOf(from: LatLon, to: LatLon): number {
  const north = to.latitude - from.latitude;
  const east = (to.longitude - from.longitude) * Math.cos((from.latitude * Math.PI) / 180);
  return Math.atan2(east, north);
}

function closed(ring: Position[]): Position[] {
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

function position(point: LatLon): Position {
  return [point.longitude, point.latitude];
}

function collection<G extends SiteGeometry>(
  features: Feature<G, SiteFeatureProperties>[],
): FeatureCollection<G, SiteFeatureProperties> {
  return { type: "FeatureCollection", features };
}
