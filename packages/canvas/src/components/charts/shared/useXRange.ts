import { useEffect, useMemo, useRef } from "react";
import { useCanvasRuntime, useParameter } from "../../../runtime/CanvasRuntimeContext";
import type { ChartData } from "./chartRows";
import type { ZoomRequest } from "./EChart";
import { throttle } from "./throttle";
import { rangeToWindow, rangeUpdateThrottleMs, windowToRange, type XRange, type ZoomWindow } from "./xRange";

type AxisInfo = Pick<ChartData, "axis" | "categories" | "dateOnly">;

/**
 * Binds a chart's x range to two named parameters (canvas-components §7): zooming writes the first and last x
 * shown, at most once a second (the last zoom always arrives, also on unmount); a change of the parameters made
 * elsewhere (a date picker, a reset) moves the zoom. `windowRef` holds the window a new option starts from.
 */
export function useXRange(axis: AxisInfo, minParameter: string | undefined, maxParameter: string | undefined) {
  const runtime = useCanvasRuntime();
  const [minValue] = useParameter(minParameter ?? "");
  const [maxValue] = useParameter(maxParameter ?? "");
  const written = useRef<XRange | null>(null);
  const bound = minParameter !== undefined || maxParameter !== undefined;

  const write = useMemo(
    () =>
      throttle((range: XRange) => {
        written.current = range;
        if (minParameter !== undefined) runtime.setParameter(minParameter, range.min);
        if (maxParameter !== undefined) runtime.setParameter(maxParameter, range.max);
      }, rangeUpdateThrottleMs),
    [runtime, minParameter, maxParameter],
  );
  useEffect(() => () => write.flush(), [write]);

  const axisRef = useRef(axis);
  axisRef.current = axis;
  const onZoom = useMemo(
    () =>
      bound
        ? (window: ZoomWindow) => {
            const range = windowToRange(axisRef.current, window);
            if (range !== null) write(range);
          }
        : undefined,
    [bound, write],
  );

  const paramMin = bound ? minValue : undefined;
  const paramMax = bound ? maxValue : undefined;
  const categoriesKey = axis.categories.join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window depends on the axis' content, keyed above.
  const paramWindow = useMemo(
    () => rangeToWindow(axis, paramMin, paramMax),
    [axis.axis, axis.dateOnly, categoriesKey, paramMin, paramMax],
  );

  const ownWrite = written.current !== null && written.current.min === paramMin && written.current.max === paramMax;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request only when the parameters change.
  const zoomRequest = useMemo<ZoomRequest | null>(
    () => (!bound || ownWrite ? null : { window: paramWindow }),
    [bound, ownWrite, paramMin, paramMax],
  );

  // Read when an option is built, not a dependency of it: rebuilding on every range write would fight a drag.
  const windowRef = useRef(paramWindow);
  windowRef.current = paramWindow;
  return { windowRef, onZoom, zoomRequest };
}
