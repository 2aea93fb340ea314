import type { GeofenceFeature, PoiOptionsAnswer } from "@storyframe/core";
import type { GeofenceOptionRow, GeofenceRow } from "./repository";

/** The id as it was sent: a number when it was one, otherwise its text. */
export const answeredId = (row: Pick<GeofenceRow, "id" | "id_is_number">): number | string =>
  row.id_is_number === 1 ? Number(row.id) : row.id;

/** A stored polygon as a GeoJSON feature: rings in longitude-latitude order, its name and saved attributes. */
export function presentFeature(row: GeofenceRow): GeofenceFeature {
  return {
    type: "Feature",
    id: answeredId(row),
    geometry: { type: "Polygon", coordinates: JSON.parse(row.coordinates) as [number, number][][] },
    properties: { name: row.name, ...(JSON.parse(row.attributes) as Record<string, string | number | null>) },
  };
}

/** A stored location as the location picker offers it; an unnamed one is labelled by its id. */
export function presentOption(row: GeofenceOptionRow): PoiOptionsAnswer["poiOptions"][number] {
  return { value: answeredId(row), label: row.name ?? String(row.id) };
}
