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
  const width = view.width / transform.k;
  const height = view.height / transform.k;
  const left = -transform.x / transform.k;
  const top = -transform.y / transform.k;
  return { left: left - width, top: top - height, right: left + 2 * width, bottom: top + 2 * height };
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
