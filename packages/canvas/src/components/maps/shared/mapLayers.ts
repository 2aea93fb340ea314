import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";

type Data = Parameters<GeoJSONSource["setData"]>[0];

/**
 * Adds a GeoJSON source and a circle layer drawing each feature with its own `colour` and `size` (its radius in
 * pixels, as a circle symbol's scale): thousands of points are one WebGL layer, not DOM markers.
 */
export function addCircleLayer(map: MapLibreMap, id: string): void {
  map.addSource(id, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id,
    type: "circle",
    source: id,
    layout: { "circle-sort-key": ["case", ["==", ["get", "selected"], true], 1, 0] },
    paint: {
      "circle-color": ["get", "colour"],
      "circle-radius": ["get", "size"],
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 1,
    },
  });
}

/** Replaces the features of a source added by this module, if the map still has it. */
export function setSourceData(map: MapLibreMap, id: string, data: unknown): void {
  const source = map.getSource(id) as GeoJSONSource | undefined;
  source?.setData(data as Data);
}
