import type { DataEndpoint } from "@storyframe/core";
import type { BoundValue } from "./connections/dataConnection";

type Declared = DataEndpoint["parameters"][number];

export type Coerced = { values: Record<string, BoundValue>; missing: string[]; problems: Record<string, string[]> };

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** One value to its declared type, or the reason it cannot be. */
function coerce(parameter: Declared, value: unknown): { ok: true; value: BoundValue } | { ok: false; problem: string } {
  if (value === null) return { ok: true, value: null };
  switch (parameter.type) {
    case "string":
      return typeof value === "string" ? { ok: true, value } : { ok: false, problem: "must be text" };
    case "number":
      return typeof value === "number" && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, problem: "must be a number" };
    case "integer":
      return Number.isInteger(value)
        ? { ok: true, value: value as number }
        : { ok: false, problem: "must be a whole number" };
    case "boolean":
      return typeof value === "boolean" ? { ok: true, value } : { ok: false, problem: "must be true or false" };
    case "date":
      if (isDate(value)) return { ok: true, value: value.toISOString().slice(0, 10) };
      return typeof value === "string" && DATE_TEXT.test(value)
        ? { ok: true, value }
        : { ok: false, problem: "must be a date (YYYY-MM-DD)" };
    case "timestamp":
      if (isDate(value)) return { ok: true, value: value.toISOString() };
      return typeof value === "string" && TIMESTAMP_TEXT.test(value)
        ? { ok: true, value }
        : { ok: false, problem: "must be a date and time (ISO 8601)" };
    case "string[]":
      return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? { ok: true, value: value as string[] }
        : { ok: false, problem: "must be a list of texts" };
    case "number[]":
      return Array.isArray(value) && value.every((item) => typeof item === "number" && Number.isFinite(item))
        ? { ok: true, value: value as number[] }
        : { ok: false, problem: "must be a list of numbers" };
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
