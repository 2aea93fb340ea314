export type MapLibre = typeof import("maplibre-gl");

let loading: Promise<MapLibre> | undefined;

/**
 * MapLibre, downloaded once on first use. A failed download is tried again by the next map (the failure shows
 * as 'Map cannot be loaded right now, sorry.' meanwhile).
 */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= import("./mapLibre").then(
    (module) => module.maplibregl,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
