import { VDT_FIT_MARGIN, VDT_FULL_MODE_ZOOM, VDT_ZOOM_BUTTON_STEP, VDT_ZOOM_MAX, VDT_ZOOM_MIN } from "./vdtConstants";

/** How the tree's drawing sits in its view: moved by x and y (screen pixels), then scaled by k. */
export type VdtTransform = { readonly x: number; readonly y: number; readonly k: number };

/** Full mode draws each node's card; simple mode (zoomed far out) draws titled blocks. */
export type VdtMode = "simple" | "full";

type Size = { readonly width: number; readonly height: number };
type Point = { readonly x: number; readonly y: number };

export function clampZoom(k: number): number {
  return Math.min(VDT_ZOOM_MAX, Math.max(VDT_ZOOM_MIN, k));
}

export function modeAt(k: number): VdtMode {
  return k < VDT_FULL_MODE_ZOOM ? "simple" : "full";
}

/** One press of zoom in (+1) or zoom out (-1), rounded to hundredths so steps add up exactly. */
export function steppedZoom(k: number, direction: 1 | -1): number {
  return clampZoom(Math.round((k + direction * VDT_ZOOM_BUTTON_STEP) * 100) / 100);
}

/** The wheel's zoom: smooth, about 10 % per notch of a mouse wheel. */
export function wheelZoom(k: number, deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 40 : deltaMode === 2 ? deltaY * 800 : deltaY;
  return clampZoom(k * Math.exp(-pixels * 0.002));
}

/** The transform at zoom k that keeps the drawing's point under `point` (in view pixels) where it is. */
export function zoomAbout(transform: VdtTransform, k: number, point: Point): VdtTransform {
  const scale = k / transform.k;
  return { k, x: point.x - (point.x - transform.x) * scale, y: point.y - (point.y - transform.y) * scale };
}

/**
 * The transform that shows the whole drawing centred in the view, using the fit margin of it. A small tree is not
 * blown up beyond its natural size (zoom 1); a view without a size yet gets zoom 1 at the origin.
 */
export function fitTransform(content: Size, view: Size): VdtTransform {
  if (view.width <= 0 || view.height <= 0 || content.width <= 0 || content.height <= 0) return { x: 0, y: 0, k: 1 };
  const k = clampZoom(Math.min(1, Math.min(view.width / content.width, view.height / content.height) * VDT_FIT_MARGIN));
  return { k, x: (view.width - content.width * k) / 2, y: (view.height - content.height * k) / 2 };
}

export function transformCss({ x, y, k }: VdtTransform): string {
  return `translate(${x}px, ${y}px) scale(${k})`;
}
