/** Reads a JSON text column written by us; a hand-edited bad value yields the fallback rather than a crash. */
export function parseJsonColumn<T>(text: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

export type KeyValue = { key: string; value: string };

export function isKeyValueArray(value: unknown): value is KeyValue[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as Record<string, unknown>).key === "string" &&
        typeof (item as Record<string, unknown>).value === "string",
    )
  );
}
