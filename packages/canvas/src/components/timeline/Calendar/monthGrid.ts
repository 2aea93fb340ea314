import { isoDate, MONTH_NAMES, twoDigits, WEEKDAY_NAMES } from "../../../template/localDates";
import type { CalendarEvent, WeekStart } from "./calendarSchema";

export type { CalendarEvent, WeekStart } from "./calendarSchema";

export type DayCell = { iso: string; day: number; inMonth: boolean };

/** A `YYYY-MM-DD` text as a local date at midnight (null when it is not one). */
export function fromIsoDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (match === null) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `YYYY-MM` of a date. */
export const isoMonth = (date: Date): string => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`;

/**
 * The `YYYY-MM` a month parameter holds: `YYYY-MM`, a date in it (`YYYY-MM-DD…`) or a Date; null for anything
 * else (an unset parameter, a number, text that is no month).
 */
export function readMonth(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoMonth(value);
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})(?:$|-)/.exec(value.trim());
  if (match === null) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : null;
}

/** 'October 2026'. */
export function monthTitle(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return `${MONTH_NAMES[(index ?? 1) - 1] ?? ""} ${year ?? ""}`;
}

/** 'Sunday 18 October 2026', how a screen reader names a day. */
export function longDate(iso: string): string {
  const date = fromIsoDate(iso);
  if (date === null) return iso;
  return `${WEEKDAY_NAMES[date.getDay()]} ${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}

/** The weekday names in column order. */
export const weekdayOrder = (weekStart: WeekStart): string[] =>
  weekStart === "monday" ? [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0] as string] : [...WEEKDAY_NAMES];

/** The weeks shown for a month (`YYYY-MM`): whole weeks from the one holding the 1st to the one holding the last day. */
export function monthWeeks(month: string, weekStart: WeekStart): DayCell[][] {
  const [year, index] = month.split("-").map(Number);
  const first = new Date(year ?? 1970, (index ?? 1) - 1, 1);
  const offset = (first.getDay() - (weekStart === "monday" ? 1 : 0) + 7) % 7;
  const cursor = new Date(first.getFullYear(), first.getMonth(), 1 - offset);
  const weeks: DayCell[][] = [];
  do {
    const week: DayCell[] = [];
    for (let day = 0; day < 7; day += 1) {
      week.push({ iso: isoDate(cursor), day: cursor.getDate(), inMonth: cursor.getMonth() === first.getMonth() });
      cursor.setDate(cursor.getDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getMonth() === first.getMonth());
  return weeks;
}

/** Adds days (or months, keeping the day within the month's length) to a `YYYY-MM-DD` date. */
export function shiftDate(iso: string, days: number, months = 0): string {
  const date = fromIsoDate(iso) ?? new Date();
  if (months !== 0) {
    const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
    const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
    return isoDate(new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay)));
  }
  return isoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/**
 * Where a key moves the focused day (a WAI-ARIA date grid): arrows by a day or a week, Home and End to the
 * week's ends, Page Up and Page Down by a month. Null for other keys.
 */
export function moveFocus(iso: string, key: string, weekStart: WeekStart): string | null {
  const date = fromIsoDate(iso);
  if (date === null) return null;
  const column = (date.getDay() - (weekStart === "monday" ? 1 : 0) + 7) % 7;
  switch (key) {
    case "ArrowLeft":
      return shiftDate(iso, -1);
    case "ArrowRight":
      return shiftDate(iso, 1);
    case "ArrowUp":
      return shiftDate(iso, -7);
    case "ArrowDown":
      return shiftDate(iso, 7);
    case "Home":
      return shiftDate(iso, -column);
    case "End":
      return shiftDate(iso, 6 - column);
    case "PageUp":
      return shiftDate(iso, 0, -1);
    case "PageDown":
      return shiftDate(iso, 0, 1);
    default:
      return null;
  }
}

/** An event's first and last day. A date-only end is the last day; a date-time end at midnight ends the day before. */
export function eventDays(event: CalendarEvent): { first: string; last: string } | null {
  const startDate = toDate(event.start);
  if (startDate === null) return null;
  const endValue = event.end ?? event.start;
  let endDate = toDate(endValue) ?? startDate;
  const endIsDateTime = typeof endValue !== "string" || /\d{2}:\d{2}/.test(endValue);
  if (endIsDateTime && endDate.getHours() === 0 && endDate.getMinutes() === 0 && endDate > startDate) {
    endDate = new Date(endDate.getFullYear(), endDate.getMonth(), endDate.getDate() - 1);
  }
  const first = isoDate(startDate);
  const last = isoDate(endDate);
  return last < first ? { first, last: first } : { first, last };
}

function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return new Date(value);
  const dateOnly = fromIsoDate(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return dateOnly;
  const date = new Date(value.trim().replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The most event-days (an event shown on one day) a calendar places: the events past it are left out. */
export const MAX_CALENDAR_SLOTS = 1_000_000;

/**
 * The events of each day from `first` to `last` (inclusive, `YYYY-MM-DD`), in input order, placing at most
 * `maxSlots` event-days so a huge event list cannot stall the page.
 */
export function eventsByDay(
  events: readonly CalendarEvent[],
  first: string,
  last: string,
  maxSlots: number = MAX_CALENDAR_SLOTS,
): Map<string, CalendarEvent[]> {
  const days: string[] = [];
  for (let day = first; day <= last; day = shiftDate(day, 1)) days.push(day);
  const lists = days.map((): CalendarEvent[] => []);
  let slots = 0;
  placing: for (const event of events) {
    const span = eventDays(event);
    if (span === null || span.last < first || span.first > last) continue;
    const from = span.first < first ? 0 : days.indexOf(span.first);
    const to = span.last > last ? days.length - 1 : days.indexOf(span.last);
    for (let index = from; index <= to; index += 1) {
      if (slots >= maxSlots) break placing;
      lists[index]?.push(event);
      slots += 1;
    }
  }
  const byDay = new Map<string, CalendarEvent[]>();
  days.forEach((day, index) => {
    const list = lists[index];
    if (list && list.length > 0) byDay.set(day, list);
  });
  return byDay;
}
