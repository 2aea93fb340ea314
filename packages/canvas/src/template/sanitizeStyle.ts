import { isDangerousCssProperty, isSafeInlineStyleValue } from "./cssValue";
import { toText } from "./operators";
import { ownEntries } from "./safeAccess";

/** A CSS property (`color`, `background-color`, `-webkit-x`), its React name (`backgroundColor`) or a custom property. */
const PROPERTY_NAME = /^(--[\w-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;

export type StyleObject = Record<string, string | number>;

/** `background-color` → `backgroundColor`, `-webkit-line-clamp` → `WebkitLineClamp`, `-ms-x` → `msX`. */
function toReactName(property: string): string {
  if (property.startsWith("--")) return property;
  const name = property.trim().replace(/^-ms-/, "ms-");
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** `a: b; c: d` as entries; a `;` inside quotes or parentheses does not split. */
function parseDeclarations(text: string): [string, unknown][] {
  const entries: [string, unknown][] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  const flush = (end: number) => {
    const declaration = text.slice(start, end);
    const colon = declaration.indexOf(":");
    if (colon > 0) entries.push([declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]);
    start = end + 1;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== null) {
      if (char === "\\") index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth += 1;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === ";" && depth === 0) flush(index);
  }
  flush(text.length);
  return entries;
}

/**
 * A style attribute's value (an object, or CSS text) as a React style
 * object. Declarations whose value loads anything (url(), image-set()…) or
 * runs script (expression(), javascript:) are dropped and reported.
 */
export function sanitizeStyle(value: unknown, warn: (message: string) => void): StyleObject | undefined {
  if (value === null || value === undefined || value === false) return undefined;
  if (typeof value !== "string" && (typeof value !== "object" || Array.isArray(value))) {
    warn("A style attribute needs an object such as {{ color: 'red' }}");
    return undefined;
  }
  const entries = typeof value === "string" ? parseDeclarations(value) : ownEntries(value);
  const style: StyleObject = {};
  for (const [property, item] of entries) {
    if (typeof item !== "string" && typeof item !== "number") continue;
    if (!PROPERTY_NAME.test(property) || property === "cssText") {
      warn(`The style property '${property.slice(0, 80)}' was dropped`);
      continue;
    }
    if (isDangerousCssProperty(property) || (typeof item === "string" && !isSafeInlineStyleValue(item))) {
      warn(`The style '${property}: ${toText(item).slice(0, 80)}' was dropped`);
      continue;
    }
    style[toReactName(property)] = item;
  }
  return style;
}
