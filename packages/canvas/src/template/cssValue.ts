import { sanitizeUrl } from "./sanitizeUrl";

/** CSS text with escapes (`\75 rl`, `\:`) and comments resolved, as the browser reads it. */
export function decodeCssText(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\\r?\n/g, "")
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_match, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\\(.)/g, "$1");
}

/** Properties that run code or bind behaviour in some browser. */
const DANGEROUS_PROPERTIES: ReadonlySet<string> = new Set(["behavior", "-moz-binding", "-ms-behavior"]);

/** Constructs that load a resource or run script from a CSS value. */
const DANGEROUS_VALUE = /expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import/;

/** Resource loaders besides url(): a style attribute may use none of them. */
const INLINE_LOADERS = /url\(|image-set\(|image\(|src\(|cross-fade\(|element\(/;

function compact(value: string): string {
  return decodeCssText(value).replace(/\s+/g, "").toLowerCase();
}

export function isDangerousCssProperty(property: string): boolean {
  return DANGEROUS_PROPERTIES.has(compact(property));
}

/** A value for a style attribute: refused when it holds a url() or any other loader, or script. */
export function isSafeInlineStyleValue(value: string): boolean {
  const text = compact(value);
  return !DANGEROUS_VALUE.test(text) && !INLINE_LOADERS.test(text);
}

/**
 * A value in a stylesheet: url() is allowed for http, https and relative
 * addresses (`sameOriginOnly`: relative addresses only, for fonts); script
 * and anything else is refused.
 */
export function isSafeStylesheetValue(value: string, sameOriginOnly = false): boolean {
  const decoded = decodeCssText(value);
  if (DANGEROUS_VALUE.test(compact(decoded))) return false;
  const loaders = decoded.match(/(?:url|image-set|image|src|cross-fade|element)\s*\(/gi) ?? [];
  const urls = [...decoded.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi)];
  if (loaders.some((loader) => !/^url/i.test(loader))) {
    // Strings inside image-set() and friends are URLs too: hold them to the same rule.
    const strings = [...decoded.matchAll(/"([^"]*)"|'([^']*)'/g)].map((match) => match[1] ?? match[2] ?? "");
    if (!strings.every((url) => isAllowedUrl(url, sameOriginOnly))) return false;
  }
  return urls.every((match) => isAllowedUrl(match[1] ?? match[2] ?? match[3] ?? "", sameOriginOnly));
}

function isAllowedUrl(url: string, sameOriginOnly: boolean): boolean {
  const safe = sanitizeUrl(url);
  if (safe === undefined) return false;
  if (!sameOriginOnly) return !/^(mailto|tel):/i.test(safe.trim());
  return !/^[a-z][a-z0-9+.-]*:/i.test(safe) && !safe.startsWith("//") && !safe.startsWith("\\");
}
