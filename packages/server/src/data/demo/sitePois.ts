import { type LatLon, LOADING_UNITS, offsetBy, siteById, WORKSHOP_ID } from "./mineLayout";

/** The kinds of point of interest the site map shows (its POI types). */
type SitePoiType = "loader" | "tip" | "crusher" | "workshop";

/** A point of interest of the demo site, as the fleet storyline's site map starts with it. */
export interface SitePoi extends LatLon {
  readonly id: number;
  readonly name: string;
  readonly type: SitePoiType;
  readonly contractId: string;
  /** Metres around the point that count as being there. */
  readonly geofenceRadius: number;
}

const poiAt = (point: LatLon, name: string, type: SitePoiType, contractId: string, geofenceRadius: number) => ({
  ...pointOf(point),
  name,
  type,
  contractId,
  geofenceRadius,
});

function pointOf(point: LatLon): LatLon {
  // Six decimals are about 10 cm: enough for a map, and the same on every platform.
  return { latitude: Number(point.latitude.toFixed(6)), longitude: Number(point.longitude.toFixed(6)) };
}

/**
 * The crusher, the tips (the ROM stockpile and the waste dump), the workshops and each loading unit at its face,
 * numbered from 1 in that order.
 */
export const SITE_POIS: readonly SitePoi[] = [
  poiAt(siteById("CRU-1"), "Primary Crusher", "crusher", "CT-ORE", 150),
  poiAt(siteById("STK-1"), "ROM Stockpile tip", "tip", "CT-ORE", 200),
  poiAt(siteById("DMP-E"), "East Waste Dump tip", "tip", "CT-WASTE", 300),
  poiAt(siteById(WORKSHOP_ID), "Truck Workshop", "workshop", "CT-PLANT", 120),
  poiAt(offsetBy(siteById(WORKSHOP_ID), 260, -240), "Tyre and Wash Bay", "workshop", "CT-PLANT", 80),
  ...LOADING_UNITS.map((unit) =>
    poiAt(unit.face, `Loader ${unit.id} · ${unit.name}`, "loader", unit.material === "ore" ? "CT-ORE" : "CT-WASTE", 60),
  ),
].map((poi, index) => ({ id: index + 1, ...poi }));
