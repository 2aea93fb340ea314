import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` items a long page should render now: `step` at first, then `step` more after each
 * commit (in a transition, after the browser has painted), never fewer than `atLeast`. The page's frame shows
 * at once and stays responsive while the rest renders behind it.
 */
export function useProgressiveReveal(total: number, step: number, atLeast = 0): number {
  const [revealed, setRevealed] = useState(step);
  useEffect(() => {
    if (revealed >= total) return;
    const timer = setTimeout(() => startTransition(() => setRevealed((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [revealed, total, step]);
  return Math.min(total, Math.max(revealed, atLeast));
}
