import { useCallback } from "react";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import type { ChartRow } from "./chartRows";
import { navigateTo, pointTarget } from "./pointTarget";

/**
 * What clicking a point does: the author's `onPointClick(row, api)` when given (returning true also follows the
 * target), else navigation to the point's target (canvas-components §2: chart clicks navigate to a per-point target).
 */
export function usePointClick(
  component: string,
  onPointClick: AuthorCallback | undefined,
  targetField: string | undefined,
): (row: ChartRow) => void {
  const callbackApi = useCallbackApi();
  return useCallback(
    (row: ChartRow) => {
      if (onPointClick !== undefined) {
        const answer = callSafely(onPointClick, `${component} onPointClick`, row, callbackApi());
        if (answer !== true) return;
      }
      const target = pointTarget(row, targetField);
      if (target !== undefined) navigateTo(target);
    },
    [component, onPointClick, targetField, callbackApi],
  );
}
