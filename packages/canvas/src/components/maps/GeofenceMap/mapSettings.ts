import { z } from "zod";
import { GEOFENCE_MAP_DEFAULT_CENTRE, GEOFENCE_MAP_DEFAULT_ZOOM, type MapCentre } from "../shared/mapConstants";

/** The browser storage key of the geofence map's view (canvas-components §9), unless the author names another. */
export const MAP_SETTINGS_KEY = "map-settings";

export type MapSettings = { centre: MapCentre; zoom: number };

const storedSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: z.number().min(0).max(24),
});

/** The stored view, or the default centre -26.3124, 28.1332 at zoom 15 when none (or none readable) is stored. */
export function readMapSettings(storage: Pick<Storage, "getItem">, key: string): MapSettings {
  try {
    const stored = storedSchema.safeParse(JSON.parse(storage.getItem(key) ?? "null"));
    if (stored.success) return { centre: { lat: stored.data.lat, lon: stored.data.lng }, zoom: stored.data.zoom };
  } catch {
    // Unreadable text: the default view.
  }
  return { centre: GEOFENCE_MAP_DEFAULT_CENTRE, zoom: GEOFENCE_MAP_DEFAULT_ZOOM };
}

/** Keeps the view (on load, delete and unmount). */
export function writeMapSettings(storage: Pick<Storage, "setItem">, key: string, settings: MapSettings): void {
  try {
    storage.setItem(key, JSON.stringify({ lat: settings.centre.lat, lng: settings.centre.lon, zoom: settings.zoom }));
  } catch {
    // Storage full or disabled: the view simply is not remembered.
  }
}
