import { isDangerousCssProperty, isSafeStylesheetValue } from "./cssValue";

type Warn = (message: string) => void;

/** At-rules whose block holds rules: scoped like the top level. */
const GROUPING_RULES: ReadonlySet<string> = new Set(["media", "supports", "container", "layer"]);
const KEYFRAMES_RULES: ReadonlySet<string> = new Set(["keyframes", "-webkit-keyframes", "-moz-keyframes"]);
const PROPERTY = /^(--[\w-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;
const ROOT_SELECTOR = /^(?::root|html|body)(?![\w-])/i;

/**
 * Reads CSS the way the browser's tokenizer does where it matters here: a
 * string ends at its quote or at a line break, a backslash escapes the next
 * character, and brackets nest, with a stray closing bracket ignored.
 */
class CssScanner {
  constructor(readonly text: string) {}

  /** Index of the closing quote of the string opening at `start`, or -1 when the string is left open. */
  private stringEnd(start: number, end: number): number {
    const quote = this.text[start];
    for (let index = start + 1; index < end; index += 1) {
      const char = this.text[index];
      if (char === "\\") index += 1;
      else if (char === quote) return index;
      else if (char === "\n" || char === "\r" || char === "\f") return -1;
    }
    return -1;
  }

  /**
   * The first of `stops` in [from, end) outside strings and brackets, or -1.
   * `wellFormed` tells whether every string and bracket met was closed.
   */
  find(from: number, end: number, stops: string): { index: number; wellFormed: boolean } {
    const closers: string[] = [];
    let wellFormed = true;
    for (let index = from; index < end; index += 1) {
      const char = this.text[index] ?? "";
      if (char === "\\") {
        index += 1;
      } else if (char === '"' || char === "'") {
        const close = this.stringEnd(index, end);
        if (close === -1) {
          wellFormed = false;
          while (index + 1 < end && !"\n\r\f".includes(this.text[index + 1] ?? "")) index += 1;
        } else {
          index = close;
        }
      } else if (closers.length === 0 && stops.includes(char)) {
        return { index, wellFormed };
      } else if (char === "(" || char === "[" || char === "{") {
        closers.push(char === "(" ? ")" : char === "[" ? "]" : "}");
      } else if (char === closers[closers.length - 1]) {
        closers.pop();
      }
    }
    return { index: -1, wellFormed: wellFormed && closers.length === 0 };
  }

  wellFormed(from: number, end: number): boolean {
    return this.find(from, end, "").wellFormed;
  }

  skipSpace(from: number, end: number): number {
    let index = from;
    while (index < end && /\s/.test(this.text[index] ?? "")) index += 1;
    return index;
  }
}

function stripComments(css: string): string {
  let out = "";
  let index = 0;
  let quote: string | null = null;
  while (index < css.length) {
    const char = css[index] ?? "";
    if (quote !== null) {
      const escaped = char === "\\";
      out += escaped ? char + (css[index + 1] ?? "") : char;
      if (!escaped && (char === quote || "\n\r\f".includes(char))) quote = null;
      index += escaped ? 2 : 1;
    } else if (char === "/" && css[index + 1] === "*") {
      const close = css.indexOf("*/", index + 2);
      index = close === -1 ? css.length : close + 2;
      out += " ";
    } else {
      if (char === '"' || char === "'") quote = char;
      out += char;
      index += 1;
    }
  }
  return out;
}

function splitTopLevel(scanner: CssScanner, from: number, end: number): string[] {
  const parts: string[] = [];
  let start = from;
  for (;;) {
    const { index } = scanner.find(start, end, ",");
    if (index === -1) break;
    parts.push(scanner.text.slice(start, index));
    start = index + 1;
  }
  parts.push(scanner.text.slice(start, end));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

/** `:root`, `html` and `body` at the start of a selector stand for the frame itself. */
export function scopeSelector(selector: string, scope: string): string {
  let rest = selector.trim();
  let rooted = false;
  for (;;) {
    const root = ROOT_SELECTOR.exec(rest);
    if (root === null) break;
    rooted = true;
    rest = rest.slice(root[0].length);
    if (/^[.#:[]/.test(rest)) return scope + rest;
    const afterCombinator = rest.replace(/^\s*[>+~]?\s*/, "");
    if (!ROOT_SELECTOR.test(afterCombinator)) break;
    rest = afterCombinator;
  }
  rest = rest.trim();
  if (rooted) return rest === "" ? scope : `${scope} ${rest}`;
  return `${scope} ${rest}`;
}

class CssScoper {
  private readonly scanner: CssScanner;

  constructor(
    text: string,
    private readonly scope: string,
    private readonly warn: Warn,
  ) {
    this.scanner = new CssScanner(text);
  }

  private get text(): string {
    return this.scanner.text;
  }

  scopeAll(): string {
    return this.rules(0, this.text.length, true);
  }

  /** Index of the `}` closing the block opened at `open`, or `end` when it is never closed. */
  private blockEnd(open: number, end: number): number {
    const { index } = this.scanner.find(open + 1, end, "}");
    return index === -1 ? end : index;
  }

  /** A list of rules; `scoped` is false inside @keyframes, whose selectors are offsets. */
  rules(from: number, end: number, scoped: boolean): string {
    const out: string[] = [];
    let index = this.scanner.skipSpace(from, end);
    while (index < end) {
      const char = this.text[index];
      if (char === ";" || char === "}") {
        index = this.scanner.skipSpace(index + 1, end);
        continue;
      }
      const { index: stop } = this.scanner.find(index, end, char === "@" ? "{;" : "{;}");
      if (stop === -1 || this.text[stop] === ";" || this.text[stop] === "}") {
        if (char === "@") this.statementAtRule(this.text.slice(index, stop === -1 ? end : stop));
        else this.warn("Text outside a CSS rule was dropped");
        index = stop === -1 ? end : stop + 1;
      } else {
        const close = this.blockEnd(stop, end);
        const rule =
          char === "@"
            ? this.blockAtRule(index, stop, close, scoped)
            : this.styleRule(index, stop, close, scoped ? (selector) => scopeSelector(selector, this.scope) : null);
        if (rule !== null) out.push(rule);
        index = close + 1;
      }
      index = this.scanner.skipSpace(index, end);
    }
    return out.join("\n");
  }

  private statementAtRule(rule: string): void {
    const name = /^@([\w-]+)/.exec(rule)?.[1]?.toLowerCase() ?? "";
    // A bare `@layer a, b;` only orders layers; every other statement (@import, @charset, @namespace) is dropped.
    if (name === "layer") return;
    this.warn(`The @${name} rule is not allowed in template CSS`);
  }

  private blockAtRule(start: number, open: number, close: number, scoped: boolean): string | null {
    const prelude = this.text.slice(start, open).trim();
    const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
    if (!this.scanner.wellFormed(start, open) || !isSafeStylesheetValue(prelude)) {
      this.warn(`The @${name} rule was dropped`);
      return null;
    }
    if (GROUPING_RULES.has(name)) return `${prelude} {\n${this.rules(open + 1, close, scoped)}\n}`;
    if (KEYFRAMES_RULES.has(name)) return `${prelude} {\n${this.rules(open + 1, close, false)}\n}`;
    if (name === "font-face") {
      const body = this.declarations(open + 1, close, true);
      return body === null ? null : `${prelude} {${body}}`;
    }
    this.warn(`The @${name} rule is not allowed in template CSS`);
    return null;
  }

  private styleRule(start: number, open: number, close: number, scope: ((selector: string) => string) | null) {
    if (!this.scanner.wellFormed(start, open)) {
      this.warn("A CSS rule with a malformed selector was dropped");
      return null;
    }
    const selectors = splitTopLevel(this.scanner, start, open);
    if (selectors.length === 0) return null;
    const body = this.declarations(open + 1, close, false);
    return `${selectors.map((selector) => (scope === null ? selector : scope(selector))).join(", ")} {${body ?? ""}}`;
  }

  /**
   * Declarations and nested rules of a block, each checked. With
   * `allOrNothing` (@font-face) one refused declaration drops the whole
   * block (null), and url() may only name same-origin addresses.
   */
  private declarations(from: number, end: number, allOrNothing: boolean): string | null {
    const out: string[] = [];
    let index = this.scanner.skipSpace(from, end);
    while (index < end) {
      const { index: stop } = this.scanner.find(index, end, ";{");
      if (stop !== -1 && this.text[stop] === "{") {
        const close = this.blockEnd(stop, end);
        const nested = this.nestedRule(index, stop, close);
        if (nested !== null) out.push(nested);
        index = this.scanner.skipSpace(close + 1, end);
        continue;
      }
      const declarationEnd = stop === -1 ? end : stop;
      const declaration = this.declaration(index, declarationEnd, allOrNothing);
      if (declaration === null && allOrNothing) {
        this.warn("An @font-face rule loading a font from another site was dropped");
        return null;
      }
      if (declaration !== null && declaration !== "") out.push(declaration);
      index = this.scanner.skipSpace(declarationEnd + 1, end);
    }
    return out.join("; ");
  }

  /** A rule nested in a style rule: a selector relative to its parent, or a grouping at-rule. */
  private nestedRule(start: number, open: number, close: number): string | null {
    const prelude = this.text.slice(start, open).trim();
    if (!prelude.startsWith("@")) return this.styleRule(start, open, close, null);
    const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
    if (!GROUPING_RULES.has(name) || !this.scanner.wellFormed(start, open) || !isSafeStylesheetValue(prelude)) {
      this.warn(`The @${name} rule is not allowed in template CSS`);
      return null;
    }
    return `${prelude} {${this.declarations(open + 1, close, false) ?? ""}}`;
  }

  /** "" for blank text, null for a refused declaration. */
  private declaration(start: number, end: number, sameOriginOnly: boolean): string | null {
    const text = this.text.slice(start, end).trim();
    if (text === "") return "";
    const colon = text.indexOf(":");
    const property = colon === -1 ? "" : text.slice(0, colon).trim();
    const value = text.slice(colon + 1).trim();
    if (!PROPERTY.test(property) || isDangerousCssProperty(property)) {
      this.warn(`The CSS declaration '${text.slice(0, 80)}' was dropped`);
      return null;
    }
    if (!this.scanner.wellFormed(start, end) || !isSafeStylesheetValue(value, sameOriginOnly)) {
      this.warn(`The CSS declaration '${text.slice(0, 80)}' was dropped`);
      return null;
    }
    return `${property}: ${value}`;
  }
}

function cssString(value: string): string {
  return value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, "\\a ");
}

/** The attribute selector of a frame's scope element. */
function frameScopeSelector(scopeId: string): string {
  return `[data-frame="${cssString(scopeId)}"]`;
}

/**
 * Scopes a template's CSS to its frame: every selector is prefixed with
 * `[data-frame="<scopeId>"]` (`:root`, `html` and `body` become the frame
 * itself), @media, @supports, @container and @layer are scoped inside,
 * @keyframes are kept, @font-face is kept only when its fonts are
 * same-origin, and @import and every other at-rule are dropped. Declarations
 * that run script (expression(), javascript:, behavior) or load from a
 * refused URL (javascript:, data:, vbscript:) are dropped. `<` is escaped, so
 * the output cannot close the <style> element it is put in.
 */
export function scopeCss(css: string, scopeId: string, warn: Warn = () => {}): string {
  const scoper = new CssScoper(stripComments(css), frameScopeSelector(scopeId), warn);
  return scoper.scopeAll().replace(/</g, "\\3c ");
}
