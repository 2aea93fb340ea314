import { containsHtmlTag } from "../../shared/sanitizeHtml";

/** Details are raw HTML when they contain an HTML tag, markdown otherwise (canvas-components §8). */
export const detailsFormat = (text: string): "html" | "markdown" => (containsHtmlTag(text) ? "html" : "markdown");
