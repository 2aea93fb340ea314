/**
 * What a bench page renders directly (`@storyframe/canvas/testing/components`): a component and the runtime it
 * needs, without the registry, whose lazy loading the bench would time and whose other components the page
 * would bundle.
 */
export { default as FlowChart } from "../components/diagrams/FlowChart/FlowChart";
export { flowChartPropsSchema } from "../components/diagrams/FlowChart/FlowChart.meta";
export { default as Gantt } from "../components/diagrams/Gantt/Gantt";
export { ganttPropsSchema } from "../components/diagrams/Gantt/Gantt.meta";
export { default as DataGrid } from "../components/grids/DataGrid/DataGrid";
export { dataGridPropsSchema } from "../components/grids/DataGrid/DataGrid.meta";
export { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
export { createMemoryRuntime } from "../runtime/memoryRuntime";
