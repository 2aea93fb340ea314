import { sanitizeHtml } from "../../shared/sanitizeHtml";

/** An opening, closing or self-closing HTML tag, such as `<b>`, `</p>` or `<br/>`; not `a < b` or `<3`. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/** Details are raw HTML when they contain an HTML tag, markdown otherwise (canvas-components §8). */
export const detailsFormat = (text: string): "html" | "markdown" => (HTML_TAG.test(text) ? "html" : "markdown");

/** HTML with scripts, event handlers, styles and dangerous URLs removed. */
export const sanitizeDetailsHtml = sanitizeHtml;
