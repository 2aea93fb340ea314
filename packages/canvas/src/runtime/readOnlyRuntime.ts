import type { CanvasRuntime } from "./canvasRuntime";

/**
 * A view of `runtime` that reads everything and changes nothing: for a canvas shown only as a picture, such as
 * the mini-map's preview of another frame. Its components still run their effects (a grid that resets its
 * edited rows, a tab that stores its default), and those must not reach the live storyline's parameters.
 */
export function readOnlyRuntime(runtime: CanvasRuntime): CanvasRuntime {
  return {
    getSnapshot: () => runtime.getSnapshot(),
    subscribe: (listener) => runtime.subscribe(listener),
    setParameter: () => {},
    applyParameterChanges: () => {},
    setFrameData: () => {},
    storageScope: runtime.storageScope,
    user: runtime.user,
  };
}
