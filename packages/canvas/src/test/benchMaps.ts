/**
 * What the maps bench page renders directly (`@storyframe/canvas/testing/maps`): the business map, the runtime it
 * needs and MapLibre's map class (to reach the map the component makes). Apart from the other bench components so
 * that only this page bundles MapLibre, whose stylesheet and worker imports a bundler other than Vite has to be
 * taught.
 */
export { Map as MapLibreMap } from "maplibre-gl";
export { default as BusinessMap } from "../components/maps/BusinessMap/BusinessMap";
export { businessMapPropsSchema } from "../components/maps/BusinessMap/BusinessMap.meta";
export { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
export { createMemoryRuntime } from "../runtime/memoryRuntime";
