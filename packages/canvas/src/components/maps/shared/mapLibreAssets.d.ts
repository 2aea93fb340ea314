/** MapLibre's stylesheet, imported for its side effect (Vite adds it to the page with the map's chunk). */
declare module "maplibre-gl/dist/maplibre-gl.css";

/** MapLibre's worker script as an asset address (Vite's `?url`). */
declare module "maplibre-gl/dist/maplibre-gl-worker.mjs?url" {
  const url: string;
  export default url;
}
