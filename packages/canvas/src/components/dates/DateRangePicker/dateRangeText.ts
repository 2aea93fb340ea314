import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { parseStoredDate, toStoredDate } from "../shared/storedDate";

dayjs.extend(customParseFormat);

export { defaultRangeFormat } from "../shared/pickerProps";

/** What stands between the start and the end in a range's text. */
export const rangeSeparator = " to ";

/** A range being chosen: either end may still be missing. */
export type DateRange = { start: Dayjs | null; end: Dayjs | null };

export const emptyRange: DateRange = { start: null, end: null };

/** A range as text: '01/05/2025 to 31/05/2025'; a range with only a start reads '01/05/2025 to '. */
export function formatDateRange({ start, end }: DateRange, format: string): string {
  if (start === null && end === null) return "";
  return `${start?.format(format) ?? ""}${rangeSeparator}${end?.format(format) ?? ""}`;
}

/** The outcome of reading typed range text. */
export type ParsedRange =
  | { status: "empty" }
  | { status: "unreadable" }
  | { status: "reversed" }
  | { status: "complete"; start: Dayjs; end: Dayjs };

/** The format, plus the same with one-digit days and months allowed ('1/5/2025'). */
function acceptedFormats(format: string): string[] {
  const loose = format.replace(/DD/g, "D").replace(/MM(?!M)/g, "M");
  return loose === format ? [format] : [format, loose];
}

function parseDate(text: string, format: string): Dayjs | null {
  const date = dayjs(text.trim(), acceptedFormats(format), true);
  return date.isValid() ? date : null;
}

/** Reads '01/05/2025 to 31/05/2025' (a single date is a one-day range); the end may not precede the start. */
export function parseDateRangeText(text: string, format: string): ParsedRange {
  if (text.trim() === "") return { status: "empty" };
  const parts = text.trim().split(/\s+to\s+/i);
  if (parts.length > 2) return { status: "unreadable" };
  const start = parseDate(parts[0] ?? "", format);
  const end = parts.length === 2 ? parseDate(parts[1] ?? "", format) : start;
  if (start === null || end === null) return { status: "unreadable" };
  if (end.isBefore(start, "day")) return { status: "reversed" };
  return { status: "complete", start, end };
}

/** The message for typed text that is not a range. */
export const unreadableRangeMessage = (format: string): string =>
  `Enter the dates as ${format}${rangeSeparator}${format}.`;

/** The message for a range whose end comes before its start. */
export const reversedRangeMessage = "The end date cannot be before the start date.";

/** A stored range, [start, end] as ISO dates, read back; anything else is an empty range. */
export function parseStoredRange(value: unknown): DateRange {
  if (!Array.isArray(value) || value.length !== 2) return emptyRange;
  const start = parseStoredDate(value[0]);
  const end = parseStoredDate(value[1]);
  if (start === null || end === null || end.isBefore(start, "day")) return emptyRange;
  return { start, end };
}

/** The stored form of a complete range, [start, end] as 'YYYY-MM-DD', or null for an empty one. */
export function toStoredRange({ start, end }: DateRange): [string, string] | null {
  const first = toStoredDate(start, "date");
  const last = toStoredDate(end, "date");
  return first === null || last === null ? null : [first, last];
}

/** Whether two stored ranges are the same. */
export function sameStoredRange(first: readonly string[] | null, second: readonly string[] | null): boolean {
  if (first === null || second === null) return first === second;
  return first[0] === second[0] && first[1] === second[1];
}
