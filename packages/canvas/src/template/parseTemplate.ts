import { LruCache } from "@storyframe/core";
import { type Options, Parser } from "acorn";
import jsx from "acorn-jsx";
import type { Expression, TemplateAst } from "./ast";
import { TemplateParseError } from "./errors";
import { provideTemplateParser } from "./templateParser";
import { TemplateAstBuilder } from "./toTemplateAst";

const JsxParser = Parser.extend(jsx());
const OPTIONS: Options = { ecmaVersion: "latest", sourceType: "module" };

/** Several root elements are allowed: the author's text is parsed inside a fragment. */
const PREFIX = "<>";
const SUFFIX = "\n</>";

const MAX_TEMPLATE_LENGTH = 1_000_000;
const CACHE_SIZE = 500;

type Parsed = { readonly ast: TemplateAst } | { readonly error: TemplateParseError };

const cache = new LruCache<string, Parsed>(CACHE_SIZE);

function syntaxError(error: unknown, builder: TemplateAstBuilder): TemplateParseError {
  if (error instanceof TemplateParseError) return error;
  if (error instanceof RangeError)
    return new TemplateParseError("The template is nested too deeply", { line: 1, column: 1 });
  if (error instanceof SyntaxError) {
    const position = (error as SyntaxError & { pos?: unknown }).pos;
    const reason = error.message.replace(/ \(\d+:\d+\)$/, "");
    return new TemplateParseError(reason, builder.positionAt(typeof position === "number" ? position : 0));
  }
  throw error;
}

function checkLength(source: string): void {
  if (source.length > MAX_TEMPLATE_LENGTH) {
    throw new TemplateParseError(
      `The template is longer than ${MAX_TEMPLATE_LENGTH.toLocaleString("en-US")} characters`,
      { line: 1, column: 1 },
    );
  }
}

function parseUncached(source: string): TemplateAst {
  checkLength(source);
  const wrapped = PREFIX + source + SUFFIX;
  const builder = new TemplateAstBuilder(source, PREFIX.length);
  try {
    const children = builder.wrappedTemplate(JsxParser.parse(wrapped, OPTIONS), wrapped.length);
    return { children, includes: [...builder.includes] };
  } catch (error) {
    throw syntaxError(error, builder);
  }
}

/**
 * Parses a template's JSX (several root elements allowed). The result is
 * cached per template text (the 500 most recently used), so rendering the
 * same template again does not parse it again.
 * @throws TemplateParseError with `detail` "JSX error: … (line L, column C)".
 */
export function parseTemplate(source: string): TemplateAst {
  let parsed = cache.get(source);
  if (parsed === undefined) {
    try {
      parsed = { ast: parseUncached(source) };
    } catch (error) {
      if (!(error instanceof TemplateParseError)) throw error;
      parsed = { error };
    }
    cache.set(source, parsed);
  }
  if ("error" in parsed) throw parsed.error;
  return parsed.ast;
}

/** Parses one expression (as written between `{` and `}` in a template), uncached. */
export function parseExpression(source: string): Expression {
  checkLength(source);
  const builder = new TemplateAstBuilder(source, 1);
  try {
    return builder.wrappedExpression(JsxParser.parse(`(${source}\n)`, OPTIONS));
  } catch (error) {
    throw syntaxError(error, builder);
  }
}

/** Forgets every cached template; for tests and benchmarks. */
export function clearTemplateCache(): void {
  cache.clear();
}

// Whoever loads this module (the engine entry, loadTemplateParser's chunk) makes the parser available to the renderer.
provideTemplateParser({ parseTemplate });
