/** Rounds a percentage to one decimal, as stored in a parameter. */
const roundPercent = (value: number): number => Math.round(value * 10) / 10;

/** Whether `value` is a usable list of panel sizes for `count` panels: positive numbers, one per panel. */
export function isSizeList(value: unknown, count: number): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === count &&
    value.every((size) => typeof size === "number" && Number.isFinite(size) && size > 0)
  );
}

/**
 * The starting percentages of `count` panels: the stored sizes if they fit, else the author's sizes, else equal
 * shares. Sizes that do not add up to 100 are scaled so they do.
 */
export function initialSizes(count: number, stored: unknown, authored: readonly number[] | undefined): number[] {
  const chosen = isSizeList(stored, count) ? stored : isSizeList(authored, count) ? authored : undefined;
  if (chosen === undefined) return Array.from({ length: count }, () => 100 / count);
  const total = chosen.reduce((sum, size) => sum + size, 0);
  return chosen.map((size) => (size / total) * 100);
}

/** The sizes of a layout (panel id → percentage) in panel order, rounded to one decimal. */
export function sizesInOrder(layout: Readonly<Record<string, number>>, panelIds: readonly string[]): number[] {
  return panelIds.map((id) => roundPercent(layout[id] ?? 0));
}

/** Whether two size lists differ by more than rounding. */
export function sameSizes(first: readonly number[], second: readonly number[]): boolean {
  return first.length === second.length && first.every((size, index) => Math.abs(size - (second[index] ?? 0)) < 0.1);
}
