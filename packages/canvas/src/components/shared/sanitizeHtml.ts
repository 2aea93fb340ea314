import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { withoutEventHandlers } from "./withoutEventHandlers";

/**
 * The one policy for HTML that authors or servers hand to the page (tour steps, error and notification details).
 * Only formatting, lists, tables, links and images are kept, with the attributes they need. Everything else goes:
 * scripts, event handlers, `javascript:` and other unsafe URLs, forms and their fields, `<style>` (it would restyle
 * the whole page, outside the frame's scoped CSS) and `style` attributes (they could lay content over the page),
 * and `id`/`name` (they could shadow the page's own globals).
 */
const HTML_POLICY: Config = {
  ALLOWED_TAGS: [
    ...["p", "div", "span", "br", "hr", "blockquote", "pre", "code", "kbd", "samp"],
    ...["b", "strong", "i", "em", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "abbr"],
    ...["h1", "h2", "h3", "h4", "h5", "h6"],
    ...["ul", "ol", "li", "dl", "dt", "dd"],
    ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"],
    ...["a", "img"],
  ],
  ALLOWED_ATTR: [
    "href",
    "title",
    "alt",
    "src",
    "width",
    "height",
    "class",
    "colspan",
    "rowspan",
    "scope",
    "lang",
    "dir",
  ],
  ALLOW_DATA_ATTR: false,
};

/** Image sources the web app's Content-Security-Policy loads (`img-src 'self' data: blob: https:`). */
const LOADABLE_IMAGE_SOURCE = /^(?:https:|data:|blob:|(?![a-z][a-z0-9+.-]*:))/i;

let purifier: DOMPurify | undefined;

/**
 * The policy's own sanitiser (its hook stays out of any other DOMPurify user). It parses in an inert document of
 * its own, never in the page; images whose source the page's policy would refuse lose it, so rendering them
 * does not fire a violation report either.
 */
function policyPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    const source = node.getAttribute("src");
    if (node.nodeName === "IMG" && source !== null && !LOADABLE_IMAGE_SOURCE.test(source.trim())) {
      node.removeAttribute("src");
    }
  });
  return purifier;
}

/**
 * HTML made safe to insert into the page, by the policy above. Event-handler attributes are left out before
 * anything is parsed, so the browser never checks one against the page's policy.
 */
export const sanitizeHtml = (html: string): string =>
  policyPurifier().sanitize(withoutEventHandlers(html), HTML_POLICY);

/** True when `text` contains an HTML tag (`<b>`, `</p>`, `<br/>`), so it is shown as HTML; `a < b` or `<3` is not one. */
export const containsHtmlTag = (text: string): boolean => /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(text);
