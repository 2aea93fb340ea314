import type { VdtTransform } from "./vdtZoom";

/** A rectangle of the drawing, in the tree's own pixels. */
export type DrawingRect = {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
};

type Size = { readonly width: number; readonly height: number };

/**
 * Where full cards are drawn in full mode: the part of the drawing in view and one view's size around it, so a
 * pan within that shows cards at once. Farther nodes are drawn as blocks until the view rests near them. Null
 * (everywhere) while the view has no size.
 */
export function detailWindow(transform: VdtTransform, view: Size): DrawingRect | null {
  if (view.width <= 0 || view.height <= 0) return null;
  const { left, top, right, bottom } = viewedRect(transform, view);
  const width = right - left;
  const height = bottom - top;
  return { left: left - width, top: top - height, right: right + width, bottom: bottom + height };
}

/**
 * Trees of more nodes than this mount only the nodes and links within the detail window: a tree of a thousand
 * nodes fitted to its view shows a small part of them, and drawing the rest slows its first paint several times.
 * Smaller trees keep every node in the page (and in the accessibility tree).
 */
export const VDT_CULL_ABOVE_NODES = 200;

/** Where a tree of `nodeCount` nodes mounts its nodes and links: the detail window, or null for everywhere. */
export function drawWindow(nodeCount: number, transform: VdtTransform, view: Size): DrawingRect | null {
  return nodeCount > VDT_CULL_ABOVE_NODES ? detailWindow(transform, view) : null;
}

/** The part of the drawing a view of this size shows at this transform. */
export function viewedRect(transform: VdtTransform, view: Size): DrawingRect {
  const left = -transform.x / transform.k;
  const top = -transform.y / transform.k;
  return { left, top, right: left + view.width / transform.k, bottom: top + view.height / transform.k };
}

/** Whether `inner` lies wholly within the window (always within a window that is everywhere). */
export function isWithin(window: DrawingRect | null, inner: DrawingRect): boolean {
  if (window === null) return true;
  return (
    inner.left >= window.left && inner.right <= window.right && inner.top >= window.top && inner.bottom <= window.bottom
  );
}

export function isInWindow(window: DrawingRect | null, rect: DrawingRect): boolean {
  if (window === null) return true;
  return (
    rect.right >= window.left && rect.left <= window.right && rect.bottom >= window.top && rect.top <= window.bottom
  );
}

const SIMPLE_TITLE_LENGTH = 40;

/**
 * A title as simple mode writes it, large in its block: cut with an ellipsis past 40 characters, so it fits without
 * the block clipping it (a clip on each of a thousand nodes makes every zoom frame slow).
 */
export function simpleTitle(title: string | undefined): string {
  if (title === undefined) return "";
  const characters = [...title];
  return characters.length <= SIMPLE_TITLE_LENGTH
    ? title
    : `${characters
        .slice(0, SIMPLE_TITLE_LENGTH - 1)
        .join("")
        .trimEnd()}…`;
}
