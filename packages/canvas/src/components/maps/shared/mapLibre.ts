/// <reference path="./mapLibreAssets.d.ts" />
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

/**
 * MapLibre with its stylesheet, loaded only by `loadMapLibre` (a chunk of its own, downloaded with the first
 * map). MapLibre 6 starts its worker from a file beside its own module; bundled, that file is an asset of its own,
 * so the worker's address is set here (same origin: the CSP's script-src 'self' admits it, no blob: needed).
 */
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
