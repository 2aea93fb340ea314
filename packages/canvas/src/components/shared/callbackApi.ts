import { useCallback } from "react";
import type { CanvasCallbackApi } from "../../runtime/CanvasContext";
import { useCanvasRuntime } from "../../runtime/CanvasRuntimeContext";
import { registerCallable } from "../../template/safeAccess";

/**
 * Returns a function that builds the api an author callback receives, as CanvasContext gives it: the current
 * parameters, frame data and data sources, and setParameter / setFrameData / applyParameterChanges, callable
 * from a template's arrow functions (e.g. `onDelete={(api) => api.setParameter("region", null)}`).
 */
export function useCallbackApi(): () => CanvasCallbackApi {
  const runtime = useCanvasRuntime();
  return useCallback(
    () => ({
      ...runtime.getSnapshot(),
      setParameter: registerCallable((name: unknown, value: unknown) => runtime.setParameter(String(name), value)),
      setFrameData: registerCallable((field: unknown, value: unknown) => runtime.setFrameData(String(field), value)),
      applyParameterChanges: registerCallable(() => runtime.applyParameterChanges()),
    }),
    [runtime],
  );
}
