/**
 * What a bench page renders directly (`@storyframe/canvas/testing/components`): a component and the runtime it
 * needs, without the registry, whose lazy loading the bench would time and whose other components the page
 * would bundle.
 */
export { default as DataGrid } from "../components/grids/DataGrid/DataGrid";
export { dataGridPropsSchema } from "../components/grids/DataGrid/DataGrid.meta";
export { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
export { createMemoryRuntime } from "../runtime/memoryRuntime";
