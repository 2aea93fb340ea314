import type { StorylineFilter } from "@storyframe/core";
import { isDeepEqual } from "../isDeepEqual";

/** Each filter's value when the storyline opens as authored: its initial value, or empty. */
export function filterDefaults(
  filters: readonly StorylineFilter[],
  parameterValues: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(filters.map((filter) => [filter.parameter, parameterValues[filter.parameter] ?? null]));
}

/** The parameters of the filters whose value differs from the default (an empty value counts as null). */
export function changedFilters(
  filters: readonly StorylineFilter[],
  defaults: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): string[] {
  return filters
    .map((filter) => filter.parameter)
    .filter((name) => !isDeepEqual(values[name] ?? null, defaults[name] ?? null));
}
