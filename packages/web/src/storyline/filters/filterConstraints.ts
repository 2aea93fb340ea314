import type { StorylineFilter } from "@storyframe/core";

/** A date parameter's text as people read it: 31 Oct 2026. */
function readableDate(text: string): string {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return text;
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

const comparable = (value: unknown): string | number | null => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value !== "") return value;
  return null;
};

const shown = (filter: StorylineFilter, value: string | number) =>
  filter.type === "date" ? readableDate(String(value)) : String(value);

/**
 * Why `value` may not be stored in `filter`, as a sentence for the field, or null when it may.
 * `values` are the other parameters' values; `filters` the storyline's filters (for `notAfter`, declared on
 * either side of a pair).
 */
export function filterProblem(
  filter: StorylineFilter,
  value: unknown,
  values: Readonly<Record<string, unknown>>,
  filters: readonly StorylineFilter[],
): string | null {
  const own = comparable(value);
  if (own === null) return null;
  if (filter.type === "number" && typeof own === "number") {
    const { min, max } = filter;
    if (min !== undefined && max !== undefined && (own < min || own > max))
      return `${filter.label} must be between ${min} and ${max}.`;
    if (min !== undefined && own < min) return `${filter.label} must be at least ${min}.`;
    if (max !== undefined && own > max) return `${filter.label} must be at most ${max}.`;
  }
  const upper = filters.find((other) => other.parameter === filter.notAfter);
  const upperValue = upper ? comparable(values[upper.parameter]) : null;
  if (upper && upperValue !== null && own > upperValue)
    return filter.type === "date"
      ? `${filter.label} must be on or before ${upper.label} (${shown(upper, upperValue)}).`
      : `${filter.label} must be at most ${upper.label} (${shown(upper, upperValue)}).`;
  for (const lower of filters.filter((other) => other.notAfter === filter.parameter)) {
    const lowerValue = comparable(values[lower.parameter]);
    if (lowerValue !== null && own < lowerValue)
      return filter.type === "date"
        ? `${filter.label} must be on or after ${lower.label} (${shown(lower, lowerValue)}).`
        : `${filter.label} must be at least ${lower.label} (${shown(lower, lowerValue)}).`;
  }
  return null;
}

/**
 * The values with every filter value that breaks its constraints (from the address, the session or storage)
 * put back to the storyline's default, or emptied when the default breaks them too: no such value reaches a
 * data source.
 */
export function withinFilterConstraints(
  filters: readonly StorylineFilter[],
  values: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const checked: Record<string, unknown> = { ...values };
  for (const filter of filters) {
    if (filterProblem(filter, checked[filter.parameter], checked, filters) === null) continue;
    const fallback = defaults[filter.parameter] ?? null;
    checked[filter.parameter] = filterProblem(filter, fallback, checked, filters) === null ? fallback : null;
  }
  return checked;
}
