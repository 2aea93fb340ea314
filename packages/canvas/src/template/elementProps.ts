import { decodeCssText } from "./cssValue";
import { ATTRIBUTE_NAMES, BOOLEAN_ATTRIBUTES, PAINT_ATTRIBUTES, URL_ATTRIBUTES } from "./htmlAllowlist";
import { toText } from "./operators";
import { isCallable } from "./safeAccess";
import { sanitizeStyle } from "./sanitizeStyle";
import { sanitizeUrl } from "./sanitizeUrl";

type Warn = (message: string) => void;

/** An attribute as written (or spread) on an element, with its evaluated value. */
export type AttributeEntry = readonly [name: string, value: unknown];

const EVENT_HANDLER = /^on/i;
const DATA_OR_ARIA = /^(data|aria)-[\w.:-]+$/i;
/** Props no component may receive from a template. */
const NEVER_PASSED: ReadonlySet<string> = new Set(["ref", "dangerouslysetinnerhtml", "srcdoc", "__proto__"]);
/** Component props that look like URLs get the same check as href on an element. */
const URL_PROPS: ReadonlySet<string> = new Set([
  "href",
  "src",
  "xlinkhref",
  "xlink:href",
  "action",
  "formaction",
  "poster",
  "cite",
]);

function preview(value: unknown): string {
  const text = toText(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** `url(#local-id)` only: an SVG paint server in the same document. */
function isLocalPaint(value: string): boolean {
  const text = decodeCssText(value).toLowerCase();
  return (
    !text.includes("url(") || [...text.matchAll(/url\(([^)]*)\)/g)].every((match) => /^\s*['"]?#/.test(match[1] ?? ""))
  );
}

function withSafeRel(rel: unknown): string {
  const tokens = typeof rel === "string" ? rel.split(/\s+/).filter(Boolean) : [];
  return [...new Set([...tokens, "noopener", "noreferrer"])].join(" ");
}

/**
 * The props of an HTML or SVG element: only allowlisted attributes, no event
 * handlers, URLs checked, styles checked. Everything dropped is reported.
 */
export function htmlProps(tag: string, attributes: readonly AttributeEntry[], warn: Warn): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [written, value] of attributes) {
    if (written === "key") continue;
    if (EVENT_HANDLER.test(written)) {
      warn(`The event handler '${written}' on <${tag}> was dropped`);
      continue;
    }
    if (DATA_OR_ARIA.test(written)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
        props[written.toLowerCase()] = String(value);
      }
      continue;
    }
    const name = ATTRIBUTE_NAMES.get(written.toLowerCase());
    if (name === undefined) {
      warn(`The attribute '${written}' is not allowed on <${tag}>`);
      continue;
    }
    if (value === null || value === undefined || value === false) continue;
    if (name === "style") {
      const style = sanitizeStyle(value, warn);
      if (style !== undefined) props.style = style;
      continue;
    }
    if (BOOLEAN_ATTRIBUTES.has(name)) {
      props[name] = Boolean(value);
      continue;
    }
    if (typeof value !== "string" && typeof value !== "number" && value !== true) {
      warn(`The attribute '${written}' on <${tag}> needs text or a number`);
      continue;
    }
    const text = value === true ? "" : value;
    if (URL_ATTRIBUTES.has(name)) {
      const url = sanitizeUrl(text);
      if (url === undefined) warn(`The ${written} '${preview(text)}' on <${tag}> was dropped`);
      else props[name] = url;
      continue;
    }
    if (PAINT_ATTRIBUTES.has(name) && typeof text === "string" && !isLocalPaint(text)) {
      warn(`The ${written} '${preview(text)}' on <${tag}> was dropped`);
      continue;
    }
    props[name] = text;
  }
  if (props.target !== undefined) props.rel = withSafeRel(props.rel);
  return props;
}

/**
 * The props of a canvas component: evaluated values as they are, including
 * the template's arrow functions for its callbacks, but no other function, no
 * ref, no dangerouslySetInnerHTML or srcdoc, no event handler given as text;
 * URLs and styles checked.
 */
export function componentProps(
  name: string,
  attributes: readonly AttributeEntry[],
  warn: Warn,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [written, value] of attributes) {
    const lower = written.toLowerCase();
    if (written === "key") continue;
    if (NEVER_PASSED.has(lower)) {
      warn(`The attribute '${written}' on <${name}> was dropped`);
      continue;
    }
    if (EVENT_HANDLER.test(written) && typeof value !== "function" && value !== undefined && value !== null) {
      warn(`The event handler '${written}' on <${name}> was dropped: it must be an arrow function`);
      continue;
    }
    // A host function read from data or an event (window.eval, say) must not reach a component that would call it.
    if (typeof value === "function" && !isCallable(value)) {
      warn(`The attribute '${written}' on <${name}> was dropped: only the template's own functions can be passed`);
      continue;
    }
    const prop = lower === "class" ? "className" : lower === "for" ? "htmlFor" : written;
    if (URL_PROPS.has(lower) && (typeof value === "string" || typeof value === "number")) {
      const url = sanitizeUrl(value);
      if (url === undefined) warn(`The ${written} '${preview(value)}' on <${name}> was dropped`);
      else props[prop] = url;
      continue;
    }
    if (prop === "style" && value !== undefined && value !== null) {
      const style = sanitizeStyle(value, warn);
      if (style !== undefined) props.style = style;
      continue;
    }
    props[prop] = value;
  }
  return props;
}
