import type { CanvasRuntime, CanvasSnapshot } from "./canvasRuntime";

/** A small in-memory runtime for component tests: parameters and frame data change at once, no data sources load. */
export function createTestRuntime(initial: Partial<CanvasSnapshot> = {}): CanvasRuntime & {
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
    storageScope: "test",
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
