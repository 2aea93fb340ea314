import { z } from "zod";

/** The value an option stands for: text, a number, a flag, or a structured key compared by content. */
export const optionValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);

/** An option's label: text, or a number shown as text. */
export const optionLabelSchema = z.union([z.string(), z.number()]).transform(String);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether two values are deeply equal: same primitives, same arrays item by item, same keys and values. */
export function valuesEqual(first: unknown, second: unknown): boolean {
  if (Object.is(first, second)) return true;
  if (Array.isArray(first) && Array.isArray(second)) {
    return first.length === second.length && first.every((item, index) => valuesEqual(item, second[index]));
  }
  if (isRecord(first) && isRecord(second)) {
    const keys = Object.keys(first);
    return (
      keys.length === Object.keys(second).length &&
      keys.every((key) => Object.hasOwn(second, key) && valuesEqual(first[key], second[key]))
    );
  }
  return false;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}

/** A text key that is the same for deeply equal values (React keys, lookups); types stay distinct (1 vs "1"). */
export function valueKey(value: unknown): string {
  return `${typeof value}:${JSON.stringify(canonical(value)) ?? String(value)}`;
}

/** Whether `values` holds a value deeply equal to `value`. */
export const includesValue = (values: readonly unknown[], value: unknown): boolean =>
  values.some((candidate) => valuesEqual(candidate, value));

/** A stored selection as a list of values: an array as is, nothing for null or unset, else the one value. */
export const asValueList = (stored: unknown): unknown[] =>
  Array.isArray(stored) ? stored : stored === null || stored === undefined ? [] : [stored];
