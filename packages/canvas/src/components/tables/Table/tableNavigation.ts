import { sanitizeUrl } from "../../../template/sanitizeUrl";
import type { TableRow } from "./tableRows";

/** Text of a row value for a query parameter; null for no value (the parameter is left out). */
function queryValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * The address a row click opens: `navigateTo` with one query parameter per entry of `parameters`
 * (query parameter name → row field), added to those it already has. Undefined when the address
 * is not safe to open (only http, https, mailto, tel and relative addresses are; `javascript:`,
 * `data:` and the like are refused in any disguise). Relative addresses resolve against `base`.
 */
export function rowNavigationUrl(
  navigateTo: string,
  parameters: Readonly<Record<string, string>> | undefined,
  row: TableRow,
  base: string,
): string | undefined {
  const safe = sanitizeUrl(navigateTo);
  if (safe === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(safe, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return url.href;
  for (const [name, field] of Object.entries(parameters ?? {})) {
    const value = queryValue(row[field]);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}
