/** Where a sideways-scrolling region holds more than it shows. */
export interface ScrollEdges {
  moreLeft: boolean;
  moreRight: boolean;
}

export const NO_HIDDEN_EDGES: ScrollEdges = { moreLeft: false, moreRight: false };

/**
 * The edges of a region past which content lies, from its scroll position and sizes. A pixel of slack on each
 * side: browsers round fractional widths, and a region scrolled to its end may stop half a pixel short.
 */
export function scrollEdges(region: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const hidden = region.scrollWidth - region.clientWidth;
  if (hidden <= 1) return NO_HIDDEN_EDGES;
  // Right-to-left regions scroll to negative positions.
  const scrolled = Math.abs(region.scrollLeft);
  return { moreLeft: scrolled > 1, moreRight: scrolled < hidden - 1 };
}

export function sameEdges(a: ScrollEdges, b: ScrollEdges): boolean {
  return a.moreLeft === b.moreLeft && a.moreRight === b.moreRight;
}
