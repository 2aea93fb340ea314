/**
 * The layout of the demo open-pit mine: its sites, the ramps out of its two
 * pits, the haul roads between sites and the loading units the trucks work
 * with. Sites lie within about 3 km of the mine centre and more than 800 m
 * apart, so that stationary GPS time near a site (within 400 m) is never
 * ambiguous.
 */

export type SiteKind = "pit" | "crusher" | "waste_dump" | "stockpile" | "workshop";
type Material = "ore" | "waste";

export interface LatLon {
  readonly latitude: number;
  readonly longitude: number;
}

export type SiteId = "PIT-N" | "PIT-S" | "CRU-1" | "STK-1" | "DMP-E" | "WSH-1";
export type PitId = "PIT-N" | "PIT-S";

export interface MineSite extends LatLon {
  readonly id: SiteId;
  readonly name: string;
  readonly kind: SiteKind;
}

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

export const MINE_CENTRE: LatLon = { latitude: -26.31, longitude: 28.13 };

/** The storyline names these sites and their ids. */
export const MINE_SITES: readonly MineSite[] = [
  { id: "PIT-N", name: "North Pit", kind: "pit", latitude: -26.2965, longitude: 28.1245 },
  { id: "PIT-S", name: "South Pit", kind: "pit", latitude: -26.323, longitude: 28.137 },
  { id: "CRU-1", name: "Primary Crusher", kind: "crusher", latitude: -26.3075, longitude: 28.152 },
  { id: "STK-1", name: "ROM Stockpile", kind: "stockpile", latitude: -26.3, longitude: 28.1575 },
  { id: "DMP-E", name: "East Waste Dump", kind: "waste_dump", latitude: -26.3215, longitude: 28.1585 },
  { id: "WSH-1", name: "Truck Workshop", kind: "workshop", latitude: -26.3115, longitude: 28.1395 },
];

export const WORKSHOP_ID: SiteId = "WSH-1";

/**
 * Where each pit's ramp meets the surface road network, and the length of the
 * ramp itself: ramps wind down the pit walls at about 10 %, so they are far
 * longer than the straight line from rim to floor.
 */
const PIT_RAMPS: Readonly<Record<PitId, { readonly exit: LatLon; readonly rampKm: number }>> = {
  "PIT-N": { exit: { latitude: -26.3005, longitude: 28.131 }, rampKm: 2.4 },
  "PIT-S": { exit: { latitude: -26.3165, longitude: 28.142 }, rampKm: 2.3 },
};

/** Surface haul roads bend around dumps, ponds and infrastructure. */
const ROAD_WINDING_FACTOR = 1.25;

export interface LoadingUnit {
  readonly id: string;
  readonly name: string;
  readonly pit: PitId;
  readonly material: Material;
  /** Loading time per 100 t of payload: rope shovels load faster than hydraulic excavators. */
  readonly minutesPer100t: number;
  /** The working face, a little off the pit's reference point. */
  readonly face: LatLon;
  /** Where the material goes, with the share of loads. */
  readonly destinations: readonly (readonly [SiteId, number])[];
  /** Share of the crewed trucks dispatch puts on this unit: waste hauls are longer and need more trucks. */
  readonly dispatchShare: number;
}

/** Ore feeds the crusher; a quarter goes to the ROM stockpile for blending. */
const ORE_DESTINATIONS: readonly (readonly [SiteId, number])[] = [
  ["CRU-1", 0.75],
  ["STK-1", 0.25],
];

/**
 * In the order the mine mans them: a small fleet works only the first few
 * (see `loadingUnitsFor`).
 */
export const LOADING_UNITS: readonly LoadingUnit[] = [
  {
    id: "SH-01",
    name: "North Pit waste shovel",
    pit: "PIT-N",
    material: "waste",
    minutesPer100t: 1.6,
    face: offsetBy(siteById("PIT-N"), -160, 170),
    destinations: [["DMP-E", 1]],
    dispatchShare: 0.36,
  },
  {
    id: "EX-01",
    name: "North Pit ore excavator",
    pit: "PIT-N",
    material: "ore",
    minutesPer100t: 1.9,
    face: offsetBy(siteById("PIT-N"), 120, -150),
    destinations: ORE_DESTINATIONS,
    dispatchShare: 0.22,
  },
  {
    id: "EX-02",
    name: "South Pit ore excavator",
    pit: "PIT-S",
    material: "ore",
    minutesPer100t: 1.9,
    face: offsetBy(siteById("PIT-S"), -110, -140),
    destinations: ORE_DESTINATIONS,
    dispatchShare: 0.22,
  },
  {
    id: "SH-02",
    name: "South Pit waste shovel",
    pit: "PIT-S",
    material: "waste",
    minutesPer100t: 1.6,
    face: offsetBy(siteById("PIT-S"), 150, 160),
    destinations: [["DMP-E", 1]],
    dispatchShare: 0.26,
  },
];

/** About one loading unit for every five or six trucks, as a mine matches its fleet to its loaders. */
export function loadingUnitsFor(fleetSize: number): readonly LoadingUnit[] {
  const count = Math.min(LOADING_UNITS.length, Math.max(1, Math.ceil(fleetSize / 5.5)));
  return LOADING_UNITS.slice(0, count);
}

/** A point a truck travels from or to, and the site it belongs to. */
export interface Place {
  readonly siteId: SiteId;
  readonly point: LatLon;
}

type RampDirection = "up" | "down";

export interface RoadLeg {
  readonly from: LatLon;
  readonly to: LatLon;
  readonly km: number;
  /** Set on pit ramps, where loaded trucks climb slowly and empty ones descend on the retarder. */
  readonly ramp: RampDirection | null;
}

/** The legs of road between two places: out of a pit by its ramp, across the surface, into a pit by its ramp. */
export function roadLegs(from: Place, to: Place): RoadLeg[] {
  const legs: RoadLeg[] = [];
  let cursor = from.point;
  const fromRamp = rampOf(from.siteId);
  if (fromRamp) {
    legs.push({ from: cursor, to: fromRamp.exit, km: fromRamp.rampKm, ramp: "up" });
    cursor = fromRamp.exit;
  }
  const toRamp = rampOf(to.siteId);
  const surfaceEnd = toRamp ? toRamp.exit : to.point;
  const surfaceKm = (distanceMetres(cursor, surfaceEnd) / 1000) * ROAD_WINDING_FACTOR;
  if (surfaceKm > 0.01) legs.push({ from: cursor, to: surfaceEnd, km: surfaceKm, ramp: null });
  if (toRamp) legs.push({ from: toRamp.exit, to: to.point, km: toRamp.rampKm, ramp: "down" });
  return legs;
}

export function siteById(id: SiteId): MineSite {
  const site = MINE_SITES.find((candidate) => candidate.id === id);
  if (!site) throw new RangeError(`Unknown site ${id}.`);
  return site;
}

function rampOf(id: SiteId): { readonly exit: LatLon; readonly rampKm: number } | null {
  return id === "PIT-N" || id === "PIT-S" ? PIT_RAMPS[id] : null;
}

/** Moves a point by metres north and east; exact enough over a few kilometres. */
export function offsetBy(point: LatLon, northMetres: number, eastMetres: number): LatLon {
  return {
    latitude: point.latitude + northMetres / METRES_PER_DEGREE,
    longitude: point.longitude + eastMetres / (METRES_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180)),
  };
}

/** Great-circle distance (haversine), as the storyline's SQL measures it. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLon = (b.longitude - a.longitude) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
