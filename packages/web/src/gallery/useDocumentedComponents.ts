import { type DocumentedComponent, loadDocumentedComponents } from "@storyframe/canvas";
import { useEffect, useState } from "react";

let loaded: readonly DocumentedComponent[] | null = null;

/** Loads the components' docs once; they are a chunk of their own, which the viewer never downloads. */
export async function preloadDocumentedComponents(): Promise<readonly DocumentedComponent[]> {
  loaded ??= await loadDocumentedComponents();
  return loaded;
}

/**
 * Every component with its description, attribute table and examples, or null while they load. A failed
 * load is thrown to the page's error boundary.
 */
export function useDocumentedComponents(): readonly DocumentedComponent[] | null {
  const [components, setComponents] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (components !== null) return;
    let current = true;
    preloadDocumentedComponents().then(
      (documented) => current && setComponents(documented),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [components]);
  if (failure !== null) throw failure.error;
  return components;
}
