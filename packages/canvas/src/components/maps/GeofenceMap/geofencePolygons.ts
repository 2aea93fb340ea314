import { GEOFENCE_METADATA_ATTRIBUTES, type GeofenceFeature, type GeofenceMetadataAttribute } from "@storyframe/core";
import type { FeatureCollection, PolygonFeature, Position } from "../shared/geoJson";

/** A polygon's state against the server (canvas-components §4 Polygon dataState). */
type DataState = "unchanged" | "added" | "modified" | "deleted";

export type LatLng = { lat: number; lng: number };

/** The attributes the Edit dialog shows beside the name, with their labels (canvas-components §2). */
export const METADATA_ATTRIBUTE_LABELS: Readonly<Record<GeofenceMetadataAttribute, string>> = {
  site: "Site",
  poiType: "Location Type",
  tat: "Turn around time (mins)",
  minTat: "Minimum turn around time (mins)",
  lane: "Lane",
};

/** The text a new polygon's empty name and attributes show in metadata mode (canvas-components §4). */
export const METADATA_PLACEHOLDER = "Enter a value for its name and attributes";

export type PolygonAttributes = { name: string } & Partial<Record<GeofenceMetadataAttribute, string>>;

/** A geofence polygon (canvas-components §3): its path an open ring of lat/lng points. */
export type GeofencePolygon = {
  id: string | number;
  path: LatLng[];
  dataState: DataState;
  attributes: PolygonAttributes;
};

const sameId = (a: string | number, b: string | number) => String(a) === String(b);

/** A ring without its closing position, as lat/lng points. */
function pathOfRing(ring: readonly (readonly number[])[]): LatLng[] {
  const path = ring.map(([lng = 0, lat = 0]) => ({ lat, lng }));
  const first = path[0];
  const last = path[path.length - 1];
  if (path.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) path.pop();
  return path;
}

/** A closed longitude-latitude ring of a path (GeoJSON order). */
export function ringOfPath(path: readonly LatLng[]): Position[] {
  const ring: Position[] = path.map(({ lat, lng }) => [lng, lat]);
  const first = ring[0];
  if (first !== undefined) ring.push([first[0], first[1]]);
  return ring;
}

const attributeText = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/** A stored polygon, unchanged: its outline and attributes (the metadata ones only in metadata mode). */
export function polygonOfFeature(feature: GeofenceFeature, metadataMode: boolean): GeofencePolygon {
  const attributes: PolygonAttributes = { name: feature.properties.name ?? "" };
  if (metadataMode) {
    for (const attribute of GEOFENCE_METADATA_ATTRIBUTES) {
      const value = attributeText(feature.properties[attribute]);
      if (value !== undefined) attributes[attribute] = value;
    }
  }
  return {
    id: feature.id,
    path: pathOfRing(feature.geometry.coordinates[0] ?? []),
    dataState: "unchanged",
    attributes,
  };
}

/** Whether the Edit dialog shows the extra attributes: only when any of them exists (canvas-components §2). */
export function hasExtraAttributes(polygon: GeofencePolygon, metadataMode: boolean): boolean {
  return metadataMode || GEOFENCE_METADATA_ATTRIBUTES.some((attribute) => polygon.attributes[attribute] !== undefined);
}

/** A newly drawn polygon: added, with an empty name (and in metadata mode empty attributes). */
export function drawnPolygon(id: string | number, path: LatLng[], metadataMode: boolean): GeofencePolygon {
  const attributes: PolygonAttributes = { name: "" };
  if (metadataMode) for (const attribute of GEOFENCE_METADATA_ATTRIBUTES) attributes[attribute] = "";
  return { id, path, dataState: "added", attributes };
}

function changes(polygon: GeofencePolygon, change: { path?: LatLng[]; attributes?: Partial<PolygonAttributes> }) {
  const pathChanged =
    change.path !== undefined &&
    (change.path.length !== polygon.path.length ||
      change.path.some(
        (point, index) => point.lat !== polygon.path[index]?.lat || point.lng !== polygon.path[index]?.lng,
      ));
  const attributesChanged = Object.entries(change.attributes ?? {}).some(
    ([attribute, value]) => (polygon.attributes[attribute as keyof PolygonAttributes] ?? "") !== (value ?? ""),
  );
  return pathChanged || attributesChanged;
}

/** An edit of a polygon's path or attributes: unchanged becomes modified, added stays added. */
export function editPolygon(
  polygons: readonly GeofencePolygon[],
  id: string | number,
  change: { path?: LatLng[]; attributes?: Partial<PolygonAttributes> },
): GeofencePolygon[] {
  return polygons.map((polygon) => {
    if (!sameId(polygon.id, id) || !changes(polygon, change)) return polygon;
    return {
      ...polygon,
      path: change.path ?? polygon.path,
      attributes: { ...polygon.attributes, ...change.attributes },
      dataState: polygon.dataState === "unchanged" ? "modified" : polygon.dataState,
    };
  });
}

/** The polygons without the deleted one: it leaves the view at once. */
export function withoutPolygon(polygons: readonly GeofencePolygon[], id: string | number): GeofencePolygon[] {
  return polygons.filter((polygon) => !sameId(polygon.id, id));
}

/** After a successful save every polygon is unchanged again. */
export function markAllUnchanged(polygons: readonly GeofencePolygon[]): GeofencePolygon[] {
  return polygons.map((polygon) =>
    polygon.dataState === "unchanged" ? polygon : { ...polygon, dataState: "unchanged" },
  );
}

/**
 * The view's polygons after loading `features`: those changed here and not yet saved (added, modified) stay as they
 * are; every other one is the server's.
 */
export function mergeLoaded(
  polygons: readonly GeofencePolygon[],
  features: readonly GeofenceFeature[],
  metadataMode: boolean,
): GeofencePolygon[] {
  const pending = polygons.filter((polygon) => polygon.dataState === "added" || polygon.dataState === "modified");
  const loaded = features
    .filter((feature) => !pending.some((polygon) => sameId(polygon.id, feature.id)))
    .map((feature) => polygonOfFeature(feature, metadataMode));
  return [...pending, ...loaded];
}

/** The polygons with `features` loaded in: each replaces the polygon of its id unless that one has changes here. */
export function withLoaded(
  polygons: readonly GeofencePolygon[],
  features: readonly GeofenceFeature[],
  metadataMode: boolean,
): GeofencePolygon[] {
  const next = [...polygons];
  for (const feature of features) {
    const index = next.findIndex((polygon) => sameId(polygon.id, feature.id));
    const loaded = polygonOfFeature(feature, metadataMode);
    if (index === -1) next.push(loaded);
    else if (next[index]?.dataState === "unchanged") next[index] = loaded;
  }
  return next;
}

const emptyAsNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === "" ? null : value;

type SentProperties = { name: string | null } & Partial<Record<GeofenceMetadataAttribute, string | null>>;

/**
 * What Save Updates sends (canvas-components §3, §4, §5): only the added and modified polygons, as GeoJSON features
 * with longitude-latitude rings and properties name (and in metadata mode site, poiType, tat, minTat, lane), empty
 * values as null. Null when there is nothing to send.
 */
export function changedFeatureCollection(
  polygons: readonly GeofencePolygon[],
  metadataMode: boolean,
): FeatureCollection<PolygonFeature<SentProperties>> | null {
  const changed = polygons.filter((polygon) => polygon.dataState === "added" || polygon.dataState === "modified");
  if (changed.length === 0) return null;
  return {
    type: "FeatureCollection",
    features: changed.map((polygon) => {
      const properties: SentProperties = { name: emptyAsNull(polygon.attributes.name) };
      if (metadataMode) {
        for (const attribute of GEOFENCE_METADATA_ATTRIBUTES) {
          properties[attribute] = emptyAsNull(polygon.attributes[attribute]);
        }
      }
      return {
        type: "Feature",
        id: polygon.id,
        geometry: { type: "Polygon", coordinates: [ringOfPath(polygon.path)] },
        properties,
      };
    }),
  };
}

/** The polygons for the map's layer, each with its id. */
export function polygonLayerData(
  polygons: readonly GeofencePolygon[],
): FeatureCollection<PolygonFeature<{ id: string }>> {
  return {
    type: "FeatureCollection",
    features: polygons.map((polygon) => ({
      type: "Feature",
      id: polygon.id,
      geometry: { type: "Polygon", coordinates: [ringOfPath(polygon.path)] },
      properties: { id: String(polygon.id) },
    })),
  };
}
