import type { NumberFormat } from "../shared/numberFormat";

const TOKENS = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|ss|A/g;

const EXCEL_TOKENS: Readonly<Record<string, string>> = {
  YYYY: "yyyy",
  YY: "yy",
  MMMM: "mmmm",
  MMM: "mmm",
  MM: "mm",
  M: "m",
  DD: "dd",
  D: "d",
  dddd: "dddd",
  ddd: "ddd",
  HH: "hh",
  H: "h",
  hh: "hh",
  h: "h",
  mm: "mm",
  ss: "ss",
  A: "AM/PM",
};

/** Separators Excel shows as they are in a date format; any other text is quoted. */
const PLAIN = /^[-/:., ]+$/;

const quoted = (text: string) => (text === "" ? "" : PLAIN.test(text) ? text : `"${text.replace(/"/g, "")}"`);

/**
 * The Excel number format of a `fmt.date` pattern, so a date cell reads in Excel as it did in
 * the table: "YYYY-MM-DD HH:mm" → "yyyy-mm-dd hh:mm", "ddd D MMM" → "ddd d mmm". Excel reads
 * "mm" after an hour as minutes, as the pattern means.
 */
export function excelDateFormat(pattern: string): string {
  let format = "";
  let last = 0;
  for (const match of pattern.matchAll(TOKENS)) {
    format += quoted(pattern.slice(last, match.index));
    format += match[1] !== undefined ? quoted(match[1]) : (EXCEL_TOKENS[match[0]] ?? "");
    last = match.index + match[0].length;
  }
  return format + quoted(pattern.slice(last));
}

/** The Excel number format of a number column: "#,##0.00" for two decimals, "0.0%" for a percentage with one. */
export function excelNumberFormat({ style, decimals }: NumberFormat): string {
  const fraction = decimals > 0 ? `.${"0".repeat(decimals)}` : "";
  return style === "percent" ? `0${fraction}%` : `#,##0${fraction}`;
}
