import { scrollEdges } from "@storyframe/canvas";
import { type RefObject, useEffect } from "react";
import { whenIdleAfterPaint } from "./whenIdleAfterPaint";

/**
 * Regions a template scrolls sideways itself (its own `overflow-x: auto`) get the cue the canvas components
 * draw for theirs: `data-scroll-cue="frame"` with `data-more-left` and `data-more-right`, which the frame's
 * styles turn into edge shadows and a visible scrollbar. Canvas components (`.sf-scroll-cue`) cue their own.
 */
export function cueSidewaysScrollers(
  root: HTMLElement,
  cued: Set<HTMLElement>,
  onFound: (region: HTMLElement) => void,
) {
  // SVG drawings hold thousands of nodes and never scroll.
  for (const element of root.querySelectorAll<HTMLElement>("*:not(svg, svg *)")) {
    if (cued.has(element) || element.closest(".sf-scroll-cue")) continue;
    const { overflowX } = getComputedStyle(element);
    if (overflowX !== "auto" && overflowX !== "scroll") continue;
    cued.add(element);
    element.dataset.scrollCue = "frame";
    markEdges(element);
    onFound(element);
  }
}

export function markEdges(region: HTMLElement): void {
  const edges = scrollEdges(region);
  const left = String(edges.moreLeft);
  const right = String(edges.moreRight);
  // Written only on change: the attributes are watched by no one, but writes would restyle the region.
  if (region.dataset.moreLeft !== left) region.dataset.moreLeft = left;
  if (region.dataset.moreRight !== right) region.dataset.moreRight = right;
}

/** Keeps the cues of the regions in `root` (the frame) current as the frame renders, scrolls and resizes. */
export function useSidewaysScrollCues(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const frame = root.current;
    if (!frame) return;
    const cued = new Set<HTMLElement>();
    const onScroll = (event: Event) => {
      if (event.target instanceof HTMLElement && cued.has(event.target)) markEdges(event.target);
    };
    // A region's size changes the cue as much as scrolling does (where the browser can tell).
    const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => cued.forEach(markEdges));
    let cancelScan: (() => void) | null = null;
    const scan = () => {
      cancelScan = null;
      for (const region of cued) {
        if (!region.isConnected) cued.delete(region);
        else markEdges(region);
      }
      cueSidewaysScrollers(frame, cued, (region) => {
        resizes?.observe(region);
        if (region.firstElementChild) resizes?.observe(region.firstElementChild);
      });
    };
    // Looked for after the new content is painted: reading every element's style before would hold up its paint.
    const changes = new MutationObserver(() => {
      cancelScan ??= whenIdleAfterPaint(scan);
    });
    scan();
    changes.observe(frame, { childList: true, subtree: true });
    // Scroll events do not bubble; caught on the way down instead.
    frame.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      cancelScan?.();
      changes.disconnect();
      resizes?.disconnect();
      frame.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [root]);
}
