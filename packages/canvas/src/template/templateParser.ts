import type { TemplateAst } from "./ast";

/** What the renderer needs of the template parser: turning a template's JSX into its tree. */
export type TemplateParser = { readonly parseTemplate: (source: string) => TemplateAst };

/**
 * The parser (acorn and the template grammar) is not part of the renderer: a template that comes with its compiled
 * form is only evaluated. The parser is here once its module has been loaded, by `loadTemplateParser` (a separate
 * chunk in the browser) or by any import of it (the engine entry, tests, benches).
 */
let parser: TemplateParser | null = null;
const listeners = new Set<() => void>();

export function provideTemplateParser(next: TemplateParser | null): void {
  if (parser === next) return;
  parser = next;
  for (const listener of listeners) listener();
}

export function loadedTemplateParser(): TemplateParser | null {
  return parser;
}

export function isTemplateParserLoaded(): boolean {
  return parser !== null;
}

/** Calls `listener` when the parser becomes available (or is withdrawn); returns the unsubscribe. */
export function subscribeTemplateParser(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the parser on demand, for templates that have no compiled form (live examples, an editor). */
export async function loadTemplateParser(): Promise<TemplateParser> {
  if (parser !== null) return parser;
  const module = await import("./parseTemplate");
  // Loading the module provides the parser; provided here again when it was withdrawn since (in tests).
  if (parser === null) provideTemplateParser({ parseTemplate: module.parseTemplate });
  return parser ?? module;
}
