import { MONTH_NAMES, WEEKDAY_NAMES } from "./localDates";

export const DEFAULT_DATE_PATTERN = "YYYY-MM-DD HH:mm";

type DateParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function fromInstant(time: number): DateParts | null {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    weekday: date.getUTCDay(),
  };
}

function fromWallClock(match: RegExpExecArray): DateParts | null {
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years 0-99 as 1900-1999: such text is not taken as a date.
  const sameDay = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (!sameDay || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, weekday: check.getUTCDay() };
}

/**
 * Calendar fields of a date value. Text without a zone ("2026-10-05",
 * "2001-01-01 06:47:00", "2026-10-05T06:47") is taken as written, with no
 * time-zone shift; instants (a Date, epoch milliseconds, ISO text with Z or
 * an offset) are read in UTC, so every viewer sees the same text.
 */
export function toDateParts(value: unknown): DateParts | null {
  if (value instanceof Date) return fromInstant(value.getTime());
  if (typeof value === "number") return Number.isFinite(value) ? fromInstant(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  const wallClock = WALL_CLOCK.exec(text);
  if (wallClock !== null) return fromWallClock(wallClock);
  return WITH_ZONE.test(text) ? fromInstant(Date.parse(text)) : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

const TOKENS = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|ss|A/g;

function token(parts: DateParts, name: string): string {
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  switch (name) {
    case "YYYY":
      return pad(parts.year, 4);
    case "YY":
      return pad(parts.year % 100);
    case "MMMM":
      return MONTH_NAMES[parts.month - 1] ?? "";
    case "MMM":
      return (MONTH_NAMES[parts.month - 1] ?? "").slice(0, 3);
    case "MM":
      return pad(parts.month);
    case "M":
      return String(parts.month);
    case "DD":
      return pad(parts.day);
    case "D":
      return String(parts.day);
    case "dddd":
      return WEEKDAY_NAMES[parts.weekday] ?? "";
    case "ddd":
      return (WEEKDAY_NAMES[parts.weekday] ?? "").slice(0, 3);
    case "HH":
      return pad(parts.hour);
    case "H":
      return String(parts.hour);
    case "hh":
      return pad(hour12);
    case "h":
      return String(hour12);
    case "mm":
      return pad(parts.minute);
    case "ss":
      return pad(parts.second);
    default:
      return parts.hour < 12 ? "AM" : "PM";
  }
}

type PatternPart = { readonly literal: string } | { readonly token: string };

const patterns = new Map<string, readonly PatternPart[]>();
const results = new Map<string, string>();
const MAX_CACHED = 2000;
const MAX_CACHED_LENGTH = 64;

function patternParts(pattern: string): readonly PatternPart[] {
  let parts = patterns.get(pattern);
  if (parts === undefined) {
    const list: PatternPart[] = [];
    let last = 0;
    for (const match of pattern.matchAll(TOKENS)) {
      if (match.index > last) list.push({ literal: pattern.slice(last, match.index) });
      list.push(match[1] !== undefined ? { literal: match[1] } : { token: match[0] });
      last = match.index + match[0].length;
    }
    if (last < pattern.length) list.push({ literal: pattern.slice(last) });
    parts = list;
    if (pattern.length <= MAX_CACHED_LENGTH) {
      if (patterns.size >= MAX_CACHED) patterns.clear();
      patterns.set(pattern, parts);
    }
  }
  return parts;
}

function format(value: unknown, pattern: string): string {
  const parts = toDateParts(value);
  if (parts === null) return "";
  let text = "";
  for (const part of patternParts(pattern)) text += "token" in part ? token(parts, part.token) : part.literal;
  return text;
}

/**
 * `fmt.date(value, pattern = "YYYY-MM-DD HH:mm")` with the tokens YYYY YY
 * MMMM MMM MM M DD D dddd ddd HH H hh h mm ss A (English names); text in
 * [brackets] is copied as is. Null, undefined and values that are not a valid
 * date give "".
 */
export function formatDate(value: unknown, pattern?: unknown): string {
  const layout = typeof pattern === "string" ? pattern : DEFAULT_DATE_PATTERN;
  // Tables repeat the same dates row after row: remember recent results (a Date can change, so it is not kept).
  const cacheable = (typeof value === "string" && value.length <= MAX_CACHED_LENGTH) || typeof value === "number";
  if (!cacheable || layout.length > MAX_CACHED_LENGTH) return format(value, layout);
  const key = `${layout}\u0000${typeof value}\u0000${value}`;
  let text = results.get(key);
  if (text === undefined) {
    text = format(value, layout);
    if (results.size >= MAX_CACHED) results.clear();
    results.set(key, text);
  }
  return text;
}
