import { useCallback } from "react";
import { useCanvasRuntime } from "../../runtime/CanvasRuntimeContext";
import { type CanvasCallbackApi, callbackApiOf } from "../../runtime/callbackApi";

/**
 * Returns a function that builds the api an author callback receives, as CanvasContext gives it: the current
 * parameters, frame data and data sources, and setParameter / setFrameData / applyParameterChanges, callable
 * from a template's arrow functions (e.g. `onDelete={(api) => api.setParameter("region", null)}`).
 */
export function useCallbackApi(): () => CanvasCallbackApi {
  const runtime = useCanvasRuntime();
  return useCallback(() => callbackApiOf(runtime), [runtime]);
}
