import { useEffect } from "react";

/** When the section settles after the first scroll: the sections above it may still grow as their examples load. */
const SETTLE_DELAYS_MS = [300, 900, 2000];
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to the element with id `elementId` once `ready`, and keeps it at the top while the content above it
 * settles, until the user scrolls or presses a key themselves.
 */
export function useScrollToSection(elementId: string | null, ready: boolean): void {
  useEffect(() => {
    if (!ready || elementId === null) return;
    let userMoved = false;
    const stop = () => {
      userMoved = true;
    };
    const scroll = () => {
      if (!userMoved) document.getElementById(elementId)?.scrollIntoView();
    };
    scroll();
    const timers = SETTLE_DELAYS_MS.map((delay) => setTimeout(scroll, delay));
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return () => {
      for (const timer of timers) clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
  }, [elementId, ready]);
}
