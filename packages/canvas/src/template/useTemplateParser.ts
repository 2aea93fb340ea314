import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { isTemplateParserLoaded, loadTemplateParser, subscribeTemplateParser } from "./templateParser";
import { needsTemplateParser, type TemplateSource } from "./templateSource";

export type TemplateParserState = {
  /** Everything the frame renders can be rendered now: compiled, or the parser is loaded. */
  readonly ready: boolean;
  /** The parser's chunk failed to load. */
  readonly failure: Error | null;
};

/**
 * Loads the template parser when the template named, or one it includes, has no compiled form (a live example, an
 * edited template); templates that all come compiled never load it.
 */
export function useTemplateParser(
  templateName: string,
  templates: Readonly<Record<string, TemplateSource>>,
): TemplateParserState {
  const needed = useMemo(() => needsTemplateParser(templateName, templates), [templateName, templates]);
  const loaded = useSyncExternalStore(subscribeTemplateParser, isTemplateParserLoaded, isTemplateParserLoaded);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    loadTemplateParser().catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return { ready: !needed || loaded, failure };
}
