import type { StorylineFilter } from "@storyframe/core";

export type FilterOption = { value: string | number; label: string };

/** The choices of a select filter: its fixed options, then those read from its data source's rows. */
export function filterOptions(filter: StorylineFilter, rows: unknown): FilterOption[] {
  const options: FilterOption[] = [...filter.options];
  const source = filter.optionsFrom;
  if (source && Array.isArray(rows)) {
    const seen = new Set(options.map((option) => option.value));
    for (const row of rows) {
      if (typeof row !== "object" || row === null) continue;
      const record = row as Record<string, unknown>;
      const value = record[source.valueField];
      if (typeof value !== "string" && typeof value !== "number") continue;
      if (seen.has(value)) continue;
      seen.add(value);
      const label = record[source.labelField ?? source.valueField];
      options.push({
        value,
        label: typeof label === "string" || typeof label === "number" ? String(label) : String(value),
      });
    }
  }
  return options;
}

/** A date parameter's value as the date input shows it (YYYY-MM-DD). */
export function dateInputValue(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return "";
}

/** The parameter value a text or number field's text stands for; empty text clears it. */
export function parseFieldText(filter: StorylineFilter, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (filter.type === "number") {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : undefined;
  }
  return trimmed;
}
