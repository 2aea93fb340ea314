import { useCallback, useRef } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import type { VdtFieldEdit } from "./vdtNodeSchema";

/**
 * The function an editable field commits through: the edit goes to the parameter (and data sources waiting for
 * applied changes refresh, so a writing data endpoint can take it), then to the author's callback. It keeps its
 * identity while the template rebuilds its arrow function, so a tree's cards are not drawn again for that.
 */
export function useFieldEditor(
  parameter: string | undefined,
  onFieldEdited: AuthorCallback | undefined,
  component: string,
): (edit: VdtFieldEdit) => void {
  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const latest = useRef({ parameter, onFieldEdited });
  latest.current = { parameter, onFieldEdited };
  return useCallback(
    (edit: VdtFieldEdit) => {
      const { parameter: name, onFieldEdited: callback } = latest.current;
      if (name !== undefined) {
        runtime.setParameter(name, edit);
        runtime.applyParameterChanges();
      }
      callSafely(callback, `${component} onFieldEdited`, edit, callbackApi());
    },
    [runtime, callbackApi, component],
  );
}
