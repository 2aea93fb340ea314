import { MONTH_NAMES, twoDigits } from "../../../template/localDates";
import type { GanttDateValue } from "./ganttSchema";

const months = MONTH_NAMES.map((name) => name.slice(0, 3));

/** Reads a date: a Date, epoch milliseconds, ISO text, or `YYYY-MM-DD[ HH:mm]` as local time; null when unreadable. */
export function parseGanttDate(value: GanttDateValue | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(text.replace(" ", "T"));
  return text === "" || Number.isNaN(date.getTime()) ? null : date;
}

/** A date as the grid shows it: day, month and year, e.g. '02 Mar 2026' (canvas-components §9). */
export function formatGanttDate(date: Date | null | undefined): string {
  if (!date) return "";
  return `${twoDigits(date.getDate())} ${months[date.getMonth()]} ${date.getFullYear()}`;
}

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());

/** Scale labels of the zoom levels. */
export const scaleLabels = {
  year: (date: Date) => String(date.getFullYear()),
  quarter: (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}`,
  month: (date: Date) => months[date.getMonth()] ?? "",
  monthOfYear: (date: Date) => `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`,
  week: (date: Date) => `${twoDigits(date.getDate())} ${months[date.getMonth()]}`,
  day: (date: Date) => twoDigits(date.getDate()),
};
