/** How a number column shows its values: a number of decimals, or a ratio as a percentage. */
export type NumberFormat = { style: "decimal" | "percent"; decimals: number };

/** Number columns show two decimals unless told otherwise (the canvas number format default). */
export const DEFAULT_NUMBER_FORMAT: NumberFormat = { style: "decimal", decimals: 2 };

const MAX_DECIMALS = 20;

/**
 * Reads a number column's `valueFormat`: a count of decimals from 0 to 20 (`0`, `"1"`), or
 * `"percent"` / `"percent:1"` for a ratio shown as a percentage (two decimals unless given).
 * No format gives the default; a format of another kind gives null.
 */
export function parseNumberFormat(valueFormat: string | number | undefined): NumberFormat | null {
  if (valueFormat === undefined) return DEFAULT_NUMBER_FORMAT;
  if (typeof valueFormat === "number") {
    return Number.isInteger(valueFormat) && valueFormat >= 0 && valueFormat <= MAX_DECIMALS
      ? { style: "decimal", decimals: valueFormat }
      : null;
  }
  const match = /^(?:(\d{1,2})|percent(?::(\d{1,2}))?)$/.exec(valueFormat.trim());
  if (match === null) return null;
  const decimals = Number(match[1] ?? match[2] ?? 2);
  if (decimals > MAX_DECIMALS) return null;
  return { style: match[1] === undefined ? "percent" : "decimal", decimals };
}
