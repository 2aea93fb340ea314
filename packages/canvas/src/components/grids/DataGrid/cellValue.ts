import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { isValidElement } from "react";
import type { GridCellType, GridOption } from "./gridTypes";

dayjs.extend(customParseFormat);

/** Dates are stored as 'YYYY-MM-DD' text, the value a date input gives. */
const STORED_DATE_FORMAT = "YYYY-MM-DD";

/** Day first, as the tenant's spreadsheets write them (a slash date is never read month first). */
const PASTED_DATE_FORMATS = [
  "YYYY-MM-DD",
  "YYYY/MM/DD",
  "YYYY-MM-DDTHH:mm:ss",
  "YYYY-MM-DDTHH:mm",
  "YYYY-MM-DD HH:mm:ss",
  "YYYY-MM-DD HH:mm",
  "DD/MM/YYYY",
  "D/M/YYYY",
  "DD-MM-YYYY",
  "DD.MM.YYYY",
  "D MMM YYYY",
  "DD MMM YYYY",
  "D MMMM YYYY",
];

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "x", "✓", "✔", "checked", "on"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "", "unchecked", "off"]);

export type ParsedCell =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string };

const parsed = (value: unknown): ParsedCell => ({ ok: true, value });
const refused = (message: string): ParsedCell => ({ ok: false, message });

/** Whether 'YYYY-MM-DD' names a real day (a cheap check: every date cell in view runs it while scrolling). */
function isRealDay(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if (month < 1 || month > 12 || date < 1) return false;
  if (date <= 28) return true;
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
}

/** A stored date value as 'YYYY-MM-DD', or null when it is no date. */
export function toStoredDate(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
    if (day !== undefined && isRealDay(day)) return day;
  }
  if (value instanceof Date || typeof value === "number") {
    const date = dayjs(value);
    return date.isValid() ? date.format(STORED_DATE_FORMAT) : null;
  }
  return null;
}

function parseNumber(text: string): ParsedCell {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/,(?=\d{3}(\D|$))/g, "");
  if (compact === "") return parsed(null);
  const value = Number(compact);
  return Number.isFinite(value) && /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(compact)
    ? parsed(value)
    : refused(`"${text}" is not a number`);
}

function parseDate(text: string): ParsedCell {
  const trimmed = text.trim();
  if (trimmed === "") return parsed(null);
  for (const format of PASTED_DATE_FORMATS) {
    const date = dayjs(trimmed, format, true);
    if (date.isValid()) return parsed(date.format(STORED_DATE_FORMAT));
  }
  return refused(`"${text}" is not a date (write it as YYYY-MM-DD or DD/MM/YYYY)`);
}

function parseCheckbox(text: string): ParsedCell {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return parsed(true);
  if (FALSE_WORDS.has(word)) return parsed(false);
  return refused(`"${text}" is not a yes or no value`);
}

function parseOption(text: string, options: readonly GridOption[]): ParsedCell {
  const wanted = text.trim().toLowerCase();
  if (wanted === "") return parsed(null);
  const match =
    options.find((option) => option.label.trim().toLowerCase() === wanted) ??
    options.find((option) => String(option.value).trim().toLowerCase() === wanted);
  return match === undefined ? refused(`"${text}" is not one of the options`) : parsed(match.value);
}

/** The value a text typed or pasted into a cell of `type` stands for, or why it cannot be stored there. */
export function parseCellText(type: GridCellType, text: string, options: readonly GridOption[] = []): ParsedCell {
  switch (type) {
    case "number":
      return parseNumber(text);
    case "date":
      return parseDate(text);
    case "checkbox":
      return parseCheckbox(text);
    case "dropdown":
      return parseOption(text, options);
    case "text":
      return parsed(text);
    default:
      return refused(`a ${type} cell cannot be edited`);
  }
}

/** The label of the option holding `value`, compared by content. */
export function optionLabel(value: unknown, options: readonly GridOption[]): string {
  if (value === null || value === undefined) return "";
  const option = options.find((candidate) => sameCellValue(candidate.value, value));
  return option === undefined ? String(value) : option.label;
}

/** A cell's value as text: what the cell shows, what a search matches and what a copy takes. */
export function cellText(type: GridCellType, value: unknown, options: readonly GridOption[] = []): string {
  if (value === null || value === undefined) return "";
  switch (type) {
    case "number":
      return typeof value === "number" ? numberFormat.format(value) : String(value);
    case "date":
      return toStoredDate(value) ?? String(value);
    case "checkbox":
      return value === true ? "TRUE" : "FALSE";
    case "dropdown":
      return optionLabel(value, options);
    case "jsx":
      return typeof value === "string" || typeof value === "number" ? String(value) : "";
    default:
      return typeof value === "object" ? "" : String(value);
  }
}

/** The text an editor starts from: numbers unformatted, so they read back as they were. */
export function editorText(type: GridCellType, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (type === "number") return String(value);
  if (type === "date") return toStoredDate(value) ?? "";
  return typeof value === "object" ? "" : String(value);
}

/**
 * Whether two values are the same, comparing plain data (rows, cells, option values) by content. Elements (a
 * jsx cell's value) are the same when their type, key and props are: a template builds them anew on every
 * render, with new arrow functions in their props, so functions there count as the same.
 */
export function sameCellValue(first: unknown, second: unknown, insideElement = false): boolean {
  if (Object.is(first, second)) return true;
  if (insideElement && typeof first === "function" && typeof second === "function") return true;
  if (typeof first !== "object" || typeof second !== "object" || first === null || second === null) return false;
  // A Date has no own keys: compared by keys, any two would be the same.
  if (first instanceof Date || second instanceof Date) {
    return first instanceof Date && second instanceof Date && Object.is(first.getTime(), second.getTime());
  }
  if (isValidElement(first) || isValidElement(second)) {
    return (
      isValidElement(first) &&
      isValidElement(second) &&
      first.type === second.type &&
      first.key === second.key &&
      sameCellValue(first.props, second.props, true)
    );
  }
  if (Array.isArray(first) !== Array.isArray(second)) return false;
  const firstKeys = Object.keys(first);
  const secondKeys = Object.keys(second);
  if (firstKeys.length !== secondKeys.length) return false;
  return firstKeys.every(
    (key) =>
      Object.hasOwn(second, key) &&
      sameCellValue((first as Record<string, unknown>)[key], (second as Record<string, unknown>)[key], insideElement),
  );
}
