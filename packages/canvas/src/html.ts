/**
 * The `@storyframe/canvas/html` entry: the one policy for HTML handed to the page, shared with the web app, without
 * loading any component.
 */
export { containsHtmlTag, sanitizeHtml } from "./components/shared/sanitizeHtml";
