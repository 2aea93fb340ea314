/** Where a value lies against a range. */
export type RangeState = "below" | "within" | "above";

/** The marker's place along the track (0 at min, 1 at max; clamped) and whether the value is inside the range. */
export function minMaxPosition(value: number, min: number, max: number): { share: number; state: RangeState } {
  if (value < min) return { share: 0, state: "below" };
  if (value > max) return { share: 1, state: "above" };
  return { share: max === min ? 0.5 : (value - min) / (max - min), state: "within" };
}
