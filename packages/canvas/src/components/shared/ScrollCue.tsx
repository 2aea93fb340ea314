import Box from "@mui/material/Box";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { NO_HIDDEN_EDGES, type ScrollEdges, sameEdges, scrollEdges } from "./scrollEdges";

const SCROLLER_CLASS = "sf-scroll-cue__scroller";
const SHADOW_WIDTH = 16;

/** Where the scrolling region sits inside the cue, so the shadows cover it and not a toolbar or a footer. */
type Band = { top: number; height: number };

interface ScrollCueProps {
  /** The element that scrolls sideways, found inside the cue (a grid renders its own); the first child when absent. */
  scroller?: (root: HTMLElement) => HTMLElement | null;
  children: ReactNode;
}

const firstChild = (root: HTMLElement) =>
  root.firstElementChild instanceof HTMLElement ? root.firstElementChild : null;

/**
 * Shows that a region scrolls sideways: a shadow on each edge past which content lies, and a scrollbar that
 * stays visible (systems that hide scrollbars until scrolling would otherwise hide the only hint). The state is
 * also on the element (`data-more-left`, `data-more-right`) for tests and styles.
 */
export function ScrollCue({ scroller = firstChild, children }: ScrollCueProps) {
  const root = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NO_HIDDEN_EDGES);
  const [band, setBand] = useState<Band | null>(null);

  useEffect(() => {
    const container = root.current;
    const region = container ? scroller(container) : null;
    if (!container || !region) return;
    region.classList.add(SCROLLER_CLASS);
    const measure = () => {
      const next = scrollEdges(region);
      setEdges((current) => (sameEdges(current, next) ? current : next));
      const top = Math.round(region.getBoundingClientRect().top - container.getBoundingClientRect().top);
      const height = region.clientHeight;
      setBand((current) => (current?.top === top && current.height === height ? current : { top, height }));
    };
    measure();
    region.addEventListener("scroll", measure, { passive: true });
    // The content changes width without scrolling: columns resized, rows arriving, the window narrowed.
    const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resizes?.observe(region);
    for (const child of region.children) resizes?.observe(child);
    const added = new MutationObserver(() => {
      for (const child of region.children) resizes?.observe(child);
      measure();
    });
    added.observe(region, { childList: true });
    return () => {
      region.removeEventListener("scroll", measure);
      resizes?.disconnect();
      added.disconnect();
    };
  }, [scroller]);

  const shadow = (side: "left" | "right", shown: boolean) => (
    <Box
      aria-hidden
      className={`sf-scroll-cue__shadow sf-scroll-cue__shadow--${side}`}
      sx={{
        position: "absolute",
        [side]: 0,
        top: band?.top ?? 0,
        height: band?.height ?? "100%",
        width: SHADOW_WIDTH,
        pointerEvents: "none",
        zIndex: 5,
        opacity: shown ? 1 : 0,
        transition: "opacity 150ms",
        background: `linear-gradient(to ${side === "left" ? "right" : "left"}, rgba(15, 23, 42, 0.16), rgba(15, 23, 42, 0))`,
      }}
    />
  );

  return (
    <Box
      ref={root}
      className="sf-scroll-cue"
      data-scroll-cue=""
      data-more-left={String(edges.moreLeft)}
      data-more-right={String(edges.moreRight)}
      sx={{
        position: "relative",
        minWidth: 0,
        maxWidth: "100%",
        [`& .${SCROLLER_CLASS}::-webkit-scrollbar`]: { height: 10, width: 10 },
        [`& .${SCROLLER_CLASS}::-webkit-scrollbar-thumb`]: {
          backgroundColor: "rgba(15, 23, 42, 0.32)",
          borderRadius: 5,
          border: "2px solid transparent",
          backgroundClip: "padding-box",
        },
        [`& .${SCROLLER_CLASS}::-webkit-scrollbar-track`]: { backgroundColor: "rgba(15, 23, 42, 0.04)" },
        // Browsers without the pseudo-elements above take the standard properties instead.
        "@supports not selector(::-webkit-scrollbar)": {
          [`& .${SCROLLER_CLASS}`]: { scrollbarWidth: "thin", scrollbarColor: "rgba(15, 23, 42, 0.32) transparent" },
        },
      }}
    >
      {children}
      {shadow("left", edges.moreLeft)}
      {shadow("right", edges.moreRight)}
    </Box>
  );
}
