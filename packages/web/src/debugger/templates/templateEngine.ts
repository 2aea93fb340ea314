import type * as TemplateEngine from "@storyframe/canvas/engine";
import { useEffect, useState } from "react";

/** The parts of the template engine the Debugger uses: the parser and the include scanner. */
export type Engine = typeof TemplateEngine;

let loading: Promise<Engine> | null = null;

/**
 * The template engine's parser, loaded on demand: the viewer evaluates compiled templates and never downloads
 * it; the Debugger needs it to check JSX as it is typed.
 */
export function loadTemplateEngine(): Promise<Engine> {
  loading ??= import("@storyframe/canvas/engine").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The engine once it has loaded (null until then, or when it could not be loaded: the failure is logged). */
export function useTemplateEngine(): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let current = true;
    loadTemplateEngine().then(
      (loaded) => {
        if (current) setEngine(loaded);
      },
      (error: unknown) => console.error("The template parser could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, []);
  return engine;
}

/** 'JSX error: <reason> (line L, column C)' for JSX the template engine refuses, or null when it parses. */
export function jsxErrorOf(engine: Engine, jsx: string): string | null {
  try {
    engine.parseTemplate(jsx);
    return null;
  } catch (error) {
    if (error instanceof engine.TemplateParseError) return error.detail;
    // Anything else the parser throws is still a reason the template cannot be used; the tab keeps working.
    return `JSX error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The templates JSX includes (`<Include path>`), or null when it does not parse (whatever the parser throws). */
export function includesOfJsx(engine: Engine, jsx: string): string[] | null {
  try {
    return [...engine.parseTemplate(jsx).includes];
  } catch {
    return null;
  }
}
