import type { Dayjs } from "dayjs";

/** The earliest and latest values a picker allows; a bound is compared by day or by minute. */
export type DateLimits = {
  min: Dayjs | null;
  max: Dayjs | null;
  unit: "day" | "minute";
};

/** Why a typed date cannot be committed, for people; null when it can. */
export function dateProblem(date: Dayjs | null, limits: DateLimits, format: string): string | null {
  if (date === null) return null;
  if (!date.isValid()) return `Enter a complete date as ${format}.`;
  if (limits.min && date.isBefore(limits.min, limits.unit))
    return `The earliest allowed is ${limits.min.format(format)}.`;
  if (limits.max && date.isAfter(limits.max, limits.unit)) return `The latest allowed is ${limits.max.format(format)}.`;
  return null;
}

/** The later of two optional bounds (for minimums) or the earlier (for maximums). */
export function tighterBound(first: Dayjs | null, second: Dayjs | null, keep: "later" | "earlier"): Dayjs | null {
  if (first === null) return second;
  if (second === null) return first;
  const firstWins = keep === "later" ? first.isAfter(second) : first.isBefore(second);
  return firstWins ? first : second;
}
