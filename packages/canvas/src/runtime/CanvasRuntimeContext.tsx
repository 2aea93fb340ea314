import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from "react";
import type { CanvasRuntime, CanvasSnapshot, DataSourceView } from "./canvasRuntime";

const RuntimeContext = createContext<CanvasRuntime | null>(null);

export function CanvasRuntimeProvider({ runtime, children }: { runtime: CanvasRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The hosting page's runtime; throws when a component is rendered outside a canvas. */
export function useCanvasRuntime(): CanvasRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("Canvas components must be rendered inside a canvas (CanvasRuntimeProvider).");
  return runtime;
}

export function useCanvasSnapshot(): CanvasSnapshot {
  const runtime = useCanvasRuntime();
  return useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot);
}

/** A named parameter and its setter, like `useState` but shared by the whole storyline. */
export function useParameter<Value = unknown>(name: string): [Value | undefined, (value: Value) => void] {
  const runtime = useCanvasRuntime();
  const value = useSyncExternalStore(
    runtime.subscribe,
    () => runtime.getSnapshot().parameters[name],
    () => runtime.getSnapshot().parameters[name],
  ) as Value | undefined;
  const setValue = useCallback((next: Value) => runtime.setParameter(name, next), [runtime, name]);
  return [value, setValue];
}

/** A field of the current frame's data and its setter. */
export function useFrameField<Value = unknown>(field: string): [Value | undefined, (value: Value) => void] {
  const runtime = useCanvasRuntime();
  const value = useSyncExternalStore(
    runtime.subscribe,
    () => runtime.getSnapshot().frameData[field],
    () => runtime.getSnapshot().frameData[field],
  ) as Value | undefined;
  const setValue = useCallback((next: Value) => runtime.setFrameData(field, next), [runtime, field]);
  return [value, setValue];
}

const missingDataSource: DataSourceView = Object.freeze({ data: undefined, inFlight: 0, error: null });

/** One data source's data, in-flight count and error. */
export function useDataSource(name: string): DataSourceView {
  const runtime = useCanvasRuntime();
  return useSyncExternalStore(
    runtime.subscribe,
    () => runtime.getSnapshot().dataSources[name] ?? missingDataSource,
    () => runtime.getSnapshot().dataSources[name] ?? missingDataSource,
  );
}
