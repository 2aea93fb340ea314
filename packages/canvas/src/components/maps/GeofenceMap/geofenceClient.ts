import {
  DEFAULT_MAX_GPS_READINGS,
  GEOFENCE_API_PATHS,
  type GeofenceFeature,
  geofenceFeaturesAnswerSchema,
  gpsReadingSchema,
  mapApiKeyAnswerSchema,
  nextIdAnswerSchema,
  type PoiOptionsAnswer,
  poiOptionsAnswerSchema,
} from "@storyframe/core";
import { z } from "zod";
import type { ApiRequest } from "../../../runtime/canvasRuntime";
import type { FeatureCollection, PolygonFeature, Position } from "../shared/geoJson";
import type { GpsMarkerReading } from "../shared/gpsMarkers";

/** A view's four corners, each [longitude, latitude], as `bounding_coords` takes them. */
export type ViewCorners = [Position, Position, Position, Position];

export type PoiOption = PoiOptionsAnswer["poiOptions"][number];

type UpsertBody = FeatureCollection<PolygonFeature<Record<string, string | null>>>;

/** The eight geofence calls of canvas-components §7, as the geofence map makes them. */
export type GeofenceApi = {
  mapApiKey(): Promise<string | null>;
  poiOptions(): Promise<PoiOption[]>;
  nextId(): Promise<number>;
  features(view: ViewCorners): Promise<GeofenceFeature[]>;
  featureById(id: string | number): Promise<GeofenceFeature[]>;
  /** `max` as typed in Max Marker Count: empty means 1000 (canvas-components §5 Geofence). */
  gpsData(view: ViewCorners, max: string): Promise<GpsMarkerReading[]>;
  upsert(collection: UpsertBody): Promise<void>;
  delete(id: string | number): Promise<void>;
};

/** The readings' fields a marker needs; the time of each reading is not read (a host may revive it as a Date). */
const gpsReadingsSchema = z.array(gpsReadingSchema.omit({ ts: true }));

/** Max Marker Count as sent: free text, empty falls back to 1000 (canvas-components §5 Geofence). */
function maxQuery(max: string): string {
  const text = max.trim();
  return `&max=${encodeURIComponent(text === "" ? String(DEFAULT_MAX_GPS_READINGS) : text)}`;
}

/**
 * The geofence calls on the server at `baseUrl` (empty: the page's own), through the host's `fetchApi`, which sends
 * the signed-in user's bearer token and a JSON accept header. Answers are checked with the server's own schemas.
 * With `domainName` (explicit-domain mode) every call names that tenant, which the server then serves.
 */
export function serverGeofenceApi(
  fetchApi: (url: string, request?: ApiRequest) => Promise<unknown>,
  baseUrl: string,
  domainName?: string,
): GeofenceApi {
  const base = baseUrl.trim().replace(/\/+$/, "");
  const tenant = domainName ? `domainName=${encodeURIComponent(domainName)}` : "";
  const url = (path: string, query = "") =>
    `${base}${path}${query}${tenant === "" ? "" : `${query === "" ? "?" : "&"}${tenant}`}`;
  const corners = (view: ViewCorners) => `?bounding_coords=${encodeURIComponent(JSON.stringify(view))}`;
  const idQuery = (id: string | number) => `?ID=${encodeURIComponent(String(id))}`;
  return {
    mapApiKey: async () => mapApiKeyAnswerSchema.parse(await fetchApi(url(GEOFENCE_API_PATHS.mapApiKey))).mapApiKey,
    poiOptions: async () => poiOptionsAnswerSchema.parse(await fetchApi(url(GEOFENCE_API_PATHS.poiOptions))).poiOptions,
    nextId: async () => nextIdAnswerSchema.parse(await fetchApi(url(GEOFENCE_API_PATHS.nextId))).nextId,
    features: async (view) =>
      geofenceFeaturesAnswerSchema.parse(await fetchApi(url(GEOFENCE_API_PATHS.features, corners(view)))).features,
    featureById: async (id) =>
      geofenceFeaturesAnswerSchema.parse(await fetchApi(url(GEOFENCE_API_PATHS.featureById, idQuery(id)))).features,
    gpsData: async (view, max) =>
      gpsReadingsSchema.parse(await fetchApi(url(GEOFENCE_API_PATHS.gpsData, `${corners(view)}${maxQuery(max)}`))),
    upsert: async (collection) => {
      // The answer's body is not read (canvas-components §7).
      await fetchApi(url(GEOFENCE_API_PATHS.upsert), { method: "POST", body: collection });
    },
    delete: async (id) => {
      await fetchApi(url(GEOFENCE_API_PATHS.delete, idQuery(id)), { method: "POST", body: {} });
    },
  };
}

function overlaps(feature: GeofenceFeature, view: ViewCorners): boolean {
  const ring = feature.geometry.coordinates[0] ?? [];
  const longitudes = view.map(([longitude]) => longitude);
  const latitudes = view.map(([, latitude]) => latitude);
  return ring.some(
    ([longitude, latitude]) =>
      longitude >= Math.min(...longitudes) &&
      longitude <= Math.max(...longitudes) &&
      latitude >= Math.min(...latitudes) &&
      latitude <= Math.max(...latitudes),
  );
}

/**
 * The geofence calls answered in the browser, for a page without a server to call (the gallery's examples, tests):
 * polygons live as long as the map, ids run from 1, there are no GPS readings and no map key.
 */
export function memoryGeofenceApi(initial: readonly GeofenceFeature[] = []): GeofenceApi {
  const stored = new Map<string, GeofenceFeature>(initial.map((feature) => [String(feature.id), feature]));
  let nextId = Math.max(0, ...initial.map((feature) => (typeof feature.id === "number" ? feature.id : 0))) + 1;
  return {
    mapApiKey: async () => null,
    poiOptions: async () =>
      [...stored.values()].map((feature) => ({
        value: feature.id,
        label: feature.properties.name ?? String(feature.id),
      })),
    nextId: async () => nextId++,
    features: async (view) => [...stored.values()].filter((feature) => overlaps(feature, view)),
    featureById: async (id) => {
      const feature = stored.get(String(id));
      return feature === undefined ? [] : [feature];
    },
    gpsData: async () => [],
    upsert: async (collection) => {
      for (const feature of collection.features) {
        const { name = null, ...attributes } = feature.properties;
        stored.set(String(feature.id), {
          type: "Feature",
          id: feature.id,
          geometry: { type: "Polygon", coordinates: feature.geometry.coordinates },
          properties: { name, ...attributes },
        });
      }
    },
    delete: async (id) => {
      stored.delete(String(id));
    },
  };
}
