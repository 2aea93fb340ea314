import { registerCallable } from "../template/safeAccess";
import type { CanvasRuntime, CanvasSnapshot } from "./canvasRuntime";

/** What the author's callbacks may do: read the state and change parameters or frame data. */
export type CanvasCallbackApi = CanvasSnapshot &
  Pick<CanvasRuntime, "setParameter" | "setFrameData" | "applyParameterChanges">;

/**
 * The api handed to the author's callbacks (CanvasContext's, and every component's `on…` attribute). Its
 * functions are registered as callable from templates (arrow functions in a template may call only registered
 * functions), each taking plain values only.
 */
export function callbackApiOf(runtime: CanvasRuntime): CanvasCallbackApi {
  return {
    ...runtime.getSnapshot(),
    setParameter: registerCallable((name: unknown, value: unknown) => runtime.setParameter(String(name), value)),
    setFrameData: registerCallable((field: unknown, value: unknown) => runtime.setFrameData(String(field), value)),
    applyParameterChanges: registerCallable(() => runtime.applyParameterChanges()),
  };
}
