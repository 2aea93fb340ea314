import { toDateParts } from "../../../template/formatDate";
import { toFiniteNumber } from "../../../template/formatNumber";

/** The calendar fields of a date as a table shows it. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * The calendar fields of a cell value, read as `fmt.date` reads it: text without a zone
 * ("2001-01-01T06:47") as written, instants (a Date, epoch milliseconds, text with Z or an
 * offset) in UTC. Null for anything that is not a valid date.
 */
export function wallClockOf(value: unknown): WallClock | null {
  const parts = toDateParts(value);
  // Only years a four-digit date shows: an instant far before or after them is not a table's date.
  if (parts === null || parts.year < 0 || parts.year > 9999) return null;
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second };
}

/** A local Date showing the same calendar fields (what the grid's date inputs edit and sort). */
export function toLocalDate(value: unknown): Date | null {
  const clock = wallClockOf(value);
  if (clock === null) return null;
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** An edited local Date stored back as text without a zone: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`. */
export function wallClockText(date: Date, withTime: boolean): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A finite number from a number or numeric text, else null. */
export function toNumberOrNull(value: unknown): number | null {
  const number = toFiniteNumber(value);
  return Number.isFinite(number) ? number : null;
}

/** A boolean from a boolean or the text "true" / "false" (any case), else null. */
export function toBooleanOrNull(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase();
  return text === "true" ? true : text === "false" ? false : null;
}

/** Whether a `fmt.date` pattern shows a time of day (text in [brackets] aside). */
export function patternHasTime(pattern: string): boolean {
  return /[Hhms]|A/.test(pattern.replace(/\[[^\]]*]/g, ""));
}
