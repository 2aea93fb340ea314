/**
 * A full ISO 8601 date-time (date, time, optional fraction and zone). Date-only strings such as
 * "2024-05-01" are deliberately left alone: they name a calendar day, not an instant.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

function reviveDate(_key: string, value: unknown): unknown {
  if (typeof value !== "string" || !ISO_DATE_TIME.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** `JSON.parse` that turns ISO date-time strings into `Date` objects. */
export function parseJsonWithDates(text: string): unknown {
  return JSON.parse(text, reviveDate);
}
