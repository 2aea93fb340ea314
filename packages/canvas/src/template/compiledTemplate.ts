import type { SourcePosition, TemplateAst } from "./ast";
import { TemplateParseError } from "./errors";

/**
 * The version of the compiled form. It changes whenever the tree or its encoding changes in a way an older
 * renderer could not read; a renderer given another version parses the template's JSX itself instead.
 */
export const COMPILED_TEMPLATE_FORMAT = 1;

/** Where a template failed to parse: the reason and the 1-based line and column in its text. */
export type CompiledParseError = { readonly reason: string; readonly line: number; readonly column: number };

/**
 * The template language's tree as JSON. Each node's position (`at`) is written relative to the node before it,
 * in document order: the column step as a number when on the same line, else `[lines down, column]`. Positions
 * are most of a tree's size and compress badly as absolute numbers; as steps they are small and repetitive.
 */
export type CompiledTree = { readonly children: readonly unknown[]; readonly includes: readonly string[] };

/**
 * A template compiled once (on the server) so that a browser only evaluates it: the template language's tree,
 * plain JSON, or the parse error the template has.
 */
export type CompiledTemplate =
  | { readonly format: typeof COMPILED_TEMPLATE_FORMAT; readonly tree: CompiledTree }
  | { readonly format: typeof COMPILED_TEMPLATE_FORMAT; readonly error: CompiledParseError };

type EncodedPosition = number | readonly [number, number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * A copy of a tree with every `at` replaced, visited in key order (the order JSON keeps). `Object.fromEntries`
 * defines keys as data, so a key named `__proto__` in received JSON cannot set a prototype.
 */
function mapPositions(value: unknown, position: (at: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapPositions(item, position));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === "at" ? position(item) : mapPositions(item, position)]),
  );
}

function isTree(value: unknown): value is TemplateAst {
  return (
    isRecord(value) &&
    Array.isArray(value.children) &&
    Array.isArray(value.includes) &&
    value.includes.every((path) => typeof path === "string")
  );
}

/** The JSON form of a parsed template's tree (positions as steps). */
export function encodeTree(ast: TemplateAst): CompiledTree {
  let previous: SourcePosition = { line: 1, column: 1 };
  return mapPositions(ast, (at) => {
    const { line, column } = at as SourcePosition;
    const step: EncodedPosition = line === previous.line ? column - previous.column : [line - previous.line, column];
    previous = { line, column };
    return step;
  }) as CompiledTree;
}

/** The tree back from its JSON form, or null when it is not one (then the JSX is parsed instead). */
function decodeTree(encoded: unknown): TemplateAst | null {
  let line = 1;
  let column = 1;
  let valid = true;
  const tree = mapPositions(encoded, (step) => {
    if (Number.isInteger(step)) {
      column += step as number;
    } else if (Array.isArray(step) && step.length === 2 && step.every(Number.isInteger)) {
      line += step[0] as number;
      column = step[1] as number;
    } else {
      valid = false;
    }
    return { line, column };
  });
  return valid && isTree(tree) ? tree : null;
}

function isParseError(value: unknown): value is CompiledParseError {
  return (
    isRecord(value) &&
    typeof value.reason === "string" &&
    typeof value.line === "number" &&
    typeof value.column === "number"
  );
}

function readUncached(compiled: Record<string, unknown>): TemplateAst | TemplateParseError | null {
  if (compiled.format !== COMPILED_TEMPLATE_FORMAT) return null;
  if (isParseError(compiled.error)) {
    return new TemplateParseError(compiled.error.reason, { line: compiled.error.line, column: compiled.error.column });
  }
  return decodeTree(compiled.tree);
}

/** Decoded once per compiled form, so the tree (and the closures compiled onto it) is the same on every render. */
const decoded = new WeakMap<object, TemplateAst | TemplateParseError | null>();

/**
 * What a compiled form holds: the tree, the parse error (with the same texts as parsing in place gives), or null
 * when there is no compiled form or it is in a format this engine does not read.
 */
export function readCompiledTemplate(compiled: unknown): TemplateAst | TemplateParseError | null {
  if (!isRecord(compiled)) return null;
  let read = decoded.get(compiled);
  if (read === undefined) {
    read = readUncached(compiled);
    decoded.set(compiled, read);
  }
  return read;
}
