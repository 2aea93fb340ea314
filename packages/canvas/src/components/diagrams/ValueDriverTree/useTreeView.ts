import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type DrawingRect, isWithin, viewedRect } from "./vdtDetail";
import { modeAt, transformCss, type VdtTransform } from "./vdtZoom";

/** How long a wheel or drag gesture rests before the rest of the tree catches up with it. */
const GESTURE_SETTLE_MS = 120;

type Move = {
  /** Glide to the new view (the zoom to fit after an expand or collapse). */
  readonly animated?: boolean;
  /** Part of a wheel or drag gesture: the tree catches up when the gesture rests. */
  readonly gesture?: boolean;
};

/** The view as the tree renders it: the transform and the size of the view it was made for. */
type SettledView = { readonly transform: VdtTransform; readonly width: number; readonly height: number };

export type TreeView = {
  /** The view the toolbar, the mode, data-zoom and the cards' detail follow. */
  readonly settled: SettledView;
  readonly current: () => VdtTransform;
  readonly moveTo: (next: VdtTransform, move?: Move) => void;
};

/**
 * The view onto the drawing: one CSS transform on the drawing's layer, written straight to the element. A gesture
 * frame changes nothing else, so the browser moves the painted layer instead of drawing a thousand cards again;
 * React renders the tree again only when the settled view changes: at once for single steps, for a change of
 * mode and when the view leaves the part of the drawing that is drawn (`drawnArea`, null for all of it), when the
 * gesture rests otherwise.
 */
export function useTreeView(
  layerRef: RefObject<HTMLElement | null>,
  viewportRef: RefObject<HTMLElement | null>,
  drawnArea: RefObject<DrawingRect | null>,
): TreeView {
  const transform = useRef<VdtTransform>({ x: 0, y: 0, k: 1 });
  const [settled, setSettled] = useState<SettledView>({ transform: transform.current, width: 0, height: 0 });
  const shownZoom = useRef(settled.transform.k);
  shownZoom.current = settled.transform.k;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const moveTo = useCallback(
    (next: VdtTransform, move: Move = {}) => {
      transform.current = next;
      const layer = layerRef.current;
      if (layer !== null) {
        layer.classList.toggle("sf-vdt-layer-animated", move.animated === true);
        layer.style.transform = transformCss(next);
      }
      const settle = () => {
        const viewport = viewportRef.current;
        setSettled({
          transform: transform.current,
          width: viewport?.clientWidth ?? 0,
          height: viewport?.clientHeight ?? 0,
        });
      };
      clearTimeout(timer.current);
      const viewport = viewportRef.current;
      const inDrawnArea =
        drawnArea.current === null ||
        viewport === null ||
        isWithin(drawnArea.current, viewedRect(next, { width: viewport.clientWidth, height: viewport.clientHeight }));
      if (move.gesture === true && modeAt(next.k) === modeAt(shownZoom.current) && inDrawnArea) {
        timer.current = setTimeout(settle, GESTURE_SETTLE_MS);
      } else {
        settle();
      }
    },
    [layerRef, viewportRef, drawnArea],
  );
  const current = useCallback(() => transform.current, []);
  return { settled, current, moveTo };
}
