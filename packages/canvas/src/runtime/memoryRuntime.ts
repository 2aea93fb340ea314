import type { CanvasRuntime, CanvasSnapshot, CanvasUser } from "./canvasRuntime";

/**
 * An in-memory runtime: parameters and frame data change at once, no data source loads. The gallery's
 * example parameter store and the component tests use it; it keeps the same contract as the viewer's.
 */
export function createMemoryRuntime(
  initial: Partial<CanvasSnapshot> = {},
  storageScope = "memory",
  user: CanvasUser | null = null,
): CanvasRuntime & {
  setDataSource(name: string, view: CanvasSnapshot["dataSources"][string]): void;
} {
  let snapshot: CanvasSnapshot = {
    parameters: initial.parameters ?? {},
    frameData: initial.frameData ?? {},
    dataSources: initial.dataSources ?? {},
  };
  const listeners = new Set<() => void>();
  const publish = (next: CanvasSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    storageScope,
    user,
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setParameter: (name, value) => {
      if (Object.is(snapshot.parameters[name], value)) return;
      publish({ ...snapshot, parameters: { ...snapshot.parameters, [name]: value } });
    },
    applyParameterChanges: () => {},
    setFrameData: (field, value) => publish({ ...snapshot, frameData: { ...snapshot.frameData, [field]: value } }),
    setDataSource: (name, view) => publish({ ...snapshot, dataSources: { ...snapshot.dataSources, [name]: view } }),
  };
}
