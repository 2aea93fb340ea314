/**
 * Calendar arithmetic for the demo data sets. Times are local mine time
 * written without a zone ('YYYY-MM-DDTHH:mm:ss'); UTC arithmetic gives exactly
 * that, and South Africa has no daylight saving to get in the way.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of midnight (as UTC) of an ISO date, or a RangeError when it is not a real date. */
export function parseIsoDate(isoDate: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (!ISO_DATE.test(isoDate) || Number.isNaN(ms) || formatDate(ms) !== isoDate) {
    throw new RangeError(`"${isoDate}" is not an ISO date (YYYY-MM-DD).`);
  }
  return ms;
}

export function addDays(isoDate: string, days: number): string {
  return formatDate(parseIsoDate(isoDate) + days * MS_PER_DAY);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(parseIsoDate(isoDate)).getUTCDay();
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Formats moments given in seconds from an origin (an ISO date and an hour of
 * that day). Much faster than building a Date per moment, which matters for
 * a quarter of a million GPS readings.
 */
export function timestampFormatter(originDate: string, originHour: number): (second: number) => string {
  const originMs = parseIsoDate(originDate);
  const dates: string[] = [];
  return (second) => {
    const sinceMidnight = second + originHour * 3600;
    const day = Math.floor(sinceMidnight / 86_400);
    const rest = sinceMidnight - day * 86_400;
    const date = dates[day] ?? formatDate(originMs + day * MS_PER_DAY);
    dates[day] = date;
    return `${date}T${twoDigits(rest / 3600)}:${twoDigits((rest % 3600) / 60)}:${twoDigits(rest % 60)}`;
  };
}

function twoDigits(value: number): string {
  return String(Math.floor(value)).padStart(2, "0");
}
