import type { DataEndpoint } from "@storyframe/core";
import type { BoundValue } from "./connections/dataConnection";

type Declared = DataEndpoint["parameters"][number];

export type Coerced = { values: Record<string, BoundValue>; missing: string[]; problems: Record<string, string[]> };

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** True when year, month and day name a real calendar day (no 30 February). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function calendarDate(text: string): string | undefined {
  const match = DATE_TEXT.exec(text);
  return match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) ? text : undefined;
}

/**
 * A valid date and time. One with a zone is turned into UTC (so the instant
 * it names is what the query compares); one without stays as written.
 */
function calendarTimestamp(text: string): string | undefined {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59) return undefined;
  if (!match[8]) return text;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** One value to its declared type, or the reason it cannot be. */
function coerce(parameter: Declared, value: unknown): { ok: true; value: BoundValue } | { ok: false; problem: string } {
  if (value === null) return { ok: true, value: null };
  switch (parameter.type) {
    case "string":
      return typeof value === "string" ? { ok: true, value } : { ok: false, problem: "must be text" };
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return { ok: false, problem: "must be a number" };
      // Whole numbers beyond 2^53 are no longer exact, and databases would read them as 64-bit integers.
      return Number.isInteger(value) && !Number.isSafeInteger(value)
        ? { ok: false, problem: "is too large" }
        : { ok: true, value };
    case "integer":
      return Number.isSafeInteger(value)
        ? { ok: true, value: value as number }
        : { ok: false, problem: Number.isInteger(value) ? "is too large" : "must be a whole number" };
    case "boolean":
      return typeof value === "boolean" ? { ok: true, value } : { ok: false, problem: "must be true or false" };
    case "date":
      if (isDate(value)) return { ok: true, value: value.toISOString().slice(0, 10) };
      if (typeof value === "string" && calendarDate(value)) return { ok: true, value };
      return { ok: false, problem: "must be a date (YYYY-MM-DD)" };
    case "timestamp":
      if (isDate(value)) return { ok: true, value: value.toISOString() };
      if (typeof value === "string") {
        const timestamp = calendarTimestamp(value);
        if (timestamp) return { ok: true, value: timestamp };
      }
      return { ok: false, problem: "must be a date and time (ISO 8601)" };
    case "string[]":
      return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? { ok: true, value: value as string[] }
        : { ok: false, problem: "must be a list of texts" };
    case "number[]":
      return Array.isArray(value) &&
        value.every(
          (item) =>
            typeof item === "number" &&
            Number.isFinite(item) &&
            !(Number.isInteger(item) && !Number.isSafeInteger(item)),
        )
        ? { ok: true, value: value as number[] }
        : { ok: false, problem: "must be a list of numbers" };
    case "json":
      // Bound as its JSON text: the query reads fields with json_extract_string($p, '$.field'), never splices.
      return typeof value === "object" && !(value instanceof Date)
        ? jsonText(value)
        : { ok: false, problem: "must be a JSON object or list" };
  }
}

/** A parsed body may nest deeper than JSON.stringify can recurse: that is bad input, not a server failure. */
function jsonText(value: object): { ok: true; value: string } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.stringify(value) };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, problem: "is nested too deeply" };
    throw error;
  }
}

/**
 * Matches the values a caller sent to an endpoint's declared parameters:
 * defaults fill what is absent, every value is coerced to its type, and
 * required parameters without a value are listed. Undeclared values are
 * ignored (they are never spliced into SQL anyway).
 */
export function coerceParameters(declared: readonly Declared[], provided: Record<string, unknown>): Coerced {
  const values: Record<string, BoundValue> = {};
  const missing: string[] = [];
  const problems: Record<string, string[]> = {};
  for (const parameter of declared) {
    const given = Object.hasOwn(provided, parameter.name) ? provided[parameter.name] : undefined;
    const value = given === undefined ? (parameter.default ?? null) : given;
    if (value === null || value === "") {
      if (parameter.required) missing.push(parameter.name);
      values[parameter.name] = null;
      continue;
    }
    const result = coerce(parameter, value);
    if (result.ok) values[parameter.name] = result.value;
    else problems[parameter.name] = [result.problem];
  }
  return { values, missing, problems };
}
