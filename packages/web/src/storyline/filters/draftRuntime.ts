import type { CanvasRuntime, CanvasSnapshot } from "@storyframe/canvas";

/** A runtime whose parameter changes stay in a draft until applied (the phone's filter sheet). */
export type DraftRuntime = CanvasRuntime & {
  /** The parameters changed in the draft. */
  draft(): Readonly<Record<string, unknown>>;
};

/**
 * Reads everything from `base` but keeps parameter changes to itself; the data sources (and so options
 * cascaded from other filters) stay those of the committed values until the draft is applied.
 */
export function createDraftRuntime(base: CanvasRuntime): DraftRuntime {
  let draft: Readonly<Record<string, unknown>> = {};
  const listeners = new Set<() => void>();
  let cached: { base: CanvasSnapshot; draft: Readonly<Record<string, unknown>>; snapshot: CanvasSnapshot } | null =
    null;
  const getSnapshot = (): CanvasSnapshot => {
    const current = base.getSnapshot();
    if (cached?.base !== current || cached.draft !== draft) {
      cached = {
        base: current,
        draft,
        snapshot: { ...current, parameters: { ...current.parameters, ...draft } },
      };
    }
    return cached.snapshot;
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      const unsubscribe = base.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    setParameter: (name, value) => {
      draft = { ...draft, [name]: value };
      emit();
    },
    applyParameterChanges: () => {},
    setFrameData: base.setFrameData,
    storageScope: base.storageScope,
    user: base.user,
    draft: () => draft,
  };
}
