/** A fill share clamped to 0..1; anything that is not a finite number counts as empty. */
export function clampFill(fillPercentage: number): number {
  if (!Number.isFinite(fillPercentage)) return 0;
  return Math.min(1, Math.max(0, fillPercentage));
}

/** The share as a whole percentage, as the bar announces it (aria-valuenow). */
export const fillPercent = (fillPercentage: number): number => Math.round(clampFill(fillPercentage) * 100);
