/** A slider's value: one number, or the two ends [from, to] of a range. */
export type SliderValue = number | [number, number];

export type SliderBounds = { readonly min: number; readonly max: number; readonly range: boolean };

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

const clamp = (value: number, { min, max }: SliderBounds): number => Math.min(max, Math.max(min, value));

/**
 * The value a slider shows for what its parameter holds: a number (or [from, to] for a range) kept within
 * min and max. Anything else, an unset parameter included, shows as min (or the full range [min, max]).
 */
export function toSliderValue(stored: unknown, bounds: SliderBounds): SliderValue {
  if (bounds.range) {
    const [first, second] = Array.isArray(stored) && stored.length === 2 ? stored : [];
    if (!isFiniteNumber(first) || !isFiniteNumber(second)) return [bounds.min, bounds.max];
    const [from, to] = [clamp(first, bounds), clamp(second, bounds)];
    return from <= to ? [from, to] : [to, from];
  }
  return isFiniteNumber(stored) ? clamp(stored, bounds) : bounds.min;
}

/** Whether two slider values are the same number or the same two ends. */
export function sameSliderValue(first: SliderValue, second: SliderValue): boolean {
  if (Array.isArray(first) && Array.isArray(second)) return first[0] === second[0] && first[1] === second[1];
  return first === second;
}

/** A value as text for its label and screen readers: the number in en-US digits, then the unit if any. */
export function formatSliderNumber(value: number, unit: string | undefined): string {
  const text = value.toLocaleString("en-US", { maximumFractionDigits: 6 });
  if (unit === undefined || unit === "") return text;
  // Symbols such as % hug the number; words are spaced: "12%", "220 t".
  return /^[%‰°′″]/.test(unit) ? `${text}${unit}` : `${text} ${unit}`;
}

/** The whole value as text: one number, or "from – to" for a range. */
export function formatSliderValue(value: SliderValue, unit: string | undefined): string {
  return Array.isArray(value)
    ? `${formatSliderNumber(value[0], unit)} – ${formatSliderNumber(value[1], unit)}`
    : formatSliderNumber(value, unit);
}
