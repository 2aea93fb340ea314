/**
 * What the end-to-end suite and the benches use of the canvas beyond its public entry
 * (`@storyframe/canvas/testing`): the script-injection payloads the template engine must defuse, and the
 * template cache's reset (to time cold parsing). Free of React components, so Node can load it as is.
 */
export { clearTemplateCache } from "../template/parseTemplate";
export { type XssPayload, xssCorpus, xssHarnessTemplate } from "./xssCorpus";
