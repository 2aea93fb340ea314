import { z } from "zod";

/** A value a KPI block shows: text as written, or a number it formats. */
export const displayValueSchema = z.union([z.string(), z.number(), z.null()]);
export type DisplayValue = z.output<typeof displayValueSchema>;

/** What a block shows for a missing value. */
export const MISSING_VALUE = "—";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(decimals: number | undefined): Intl.NumberFormat {
  const key = String(decimals);
  const cached = formatters.get(key);
  if (cached !== undefined) return cached;
  const created = new Intl.NumberFormat(
    "en-US",
    decimals === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  );
  formatters.set(key, created);
  return created;
}

/**
 * A KPI value as text: text is shown as written; a number in en-US with thousands separators and either
 * exactly `decimals` digits or up to two; null, undefined and non-finite numbers show a dash.
 */
export function formatDisplayValue(value: DisplayValue | undefined, decimals?: number): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  if (typeof value === "string") return value;
  if (!Number.isFinite(value)) return MISSING_VALUE;
  const text = formatterFor(decimals).format(value);
  // A value that rounds to zero shows no minus sign.
  return /^-0([.,]0*)?$/.test(text) ? text.slice(1) : text;
}
