/**
 * What the end-to-end suite and the benches use of the canvas beyond its public entry
 * (`@storyframe/canvas/testing`): the script-injection payloads the template engine must defuse, and the
 * template cache's reset (to time cold parsing), and the Gantt gallery's long plan with the chart's row height
 * (to check where a scrolled chart is). Free of React components, so Node can load it as is.
 */

export { ROW_HEIGHT as GANTT_ROW_HEIGHT } from "../components/diagrams/Gantt/ganttConstants";
export { serviceYearPlan } from "../components/diagrams/Gantt/serviceYearPlan";
export { clearTemplateCache } from "../template/parseTemplate";
export { type XssPayload, xssCorpus, xssHarnessTemplate } from "./xssCorpus";
