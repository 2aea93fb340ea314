const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(style: "decimal" | "percent", decimals: number): Intl.NumberFormat {
  const key = `${style}:${decimals}`;
  let format = formats.get(key);
  if (format === undefined) {
    // signDisplay "negative": a value that rounds to zero shows no minus sign ("-0.0" would read as a loss).
    format = new Intl.NumberFormat("en-US", {
      style,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      signDisplay: "negative",
    });
    formats.set(key, format);
  }
  return format;
}

/** A finite number from a number or numeric text; anything else is NaN. */
export function toFiniteNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}

function toDecimals(decimals: unknown): number {
  if (decimals === undefined || decimals === null) return 2;
  const count = Math.trunc(toFiniteNumber(decimals));
  return Number.isFinite(count) ? Math.min(Math.max(count, 0), 20) : 2;
}

/**
 * `fmt.number(value, decimals = 2)`: en-US with thousands separators, exactly
 * `decimals` digits after the point (0–20). Null, undefined, text that is not
 * a number, NaN and ±Infinity give "".
 */
export function formatNumber(value: unknown, decimals?: unknown): string {
  const number = toFiniteNumber(value);
  return Number.isFinite(number) ? numberFormat("decimal", toDecimals(decimals)).format(number) : "";
}

/** `fmt.percent(value, decimals = 2)`: a ratio as a percentage, 0.123 → "12.30%"; empty cases as formatNumber. */
export function formatPercent(value: unknown, decimals?: unknown): string {
  const number = toFiniteNumber(value);
  return Number.isFinite(number) ? numberFormat("percent", toDecimals(decimals)).format(number) : "";
}
