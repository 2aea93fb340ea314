import dayjs, { type Dayjs } from "dayjs";

/** How a date picker stores its value: 'YYYY-MM-DD' for a date, a local ISO date-time for a date and time. */
export type DateKind = "date" | "dateTime";

const storedDateFormats: Readonly<Record<DateKind, string>> = {
  date: "YYYY-MM-DD",
  dateTime: "YYYY-MM-DDTHH:mm:ss",
};

/** The default display formats (canvas-components §5): year/month/day, with 24-hour time for date-time. */
export const defaultDisplayFormats: Readonly<Record<DateKind, string>> = {
  date: "YYYY/MM/DD",
  dateTime: "YYYY/MM/DD HH:mm",
};

/** A stored value (ISO text, a timestamp or a Date) as a date, or null when empty or unreadable. */
export function parseStoredDate(value: unknown): Dayjs | null {
  if (typeof value !== "string" && typeof value !== "number" && !(value instanceof Date)) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** The stored form of a date, or null for none. */
export function toStoredDate(date: Dayjs | null, kind: DateKind): string | null {
  return date === null || !date.isValid() ? null : date.format(storedDateFormats[kind]);
}

/** A stored value normalised to the stored form of `kind` (so '2025-03-01T00:00' equals '2025-03-01' for a date). */
export function normaliseStoredDate(value: unknown, kind: DateKind): string | null {
  return toStoredDate(parseStoredDate(value), kind);
}

/** Whether an attribute's text is a readable date (for the props schemas). */
export const isReadableDate = (text: string): boolean => parseStoredDate(text) !== null;
