const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A date as lists show it: '26 Nov 2026'. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** A moment as lists show it: '26 Nov 2026, 14:05'; "Never" when there is none. */
export function formatMoment(iso: string | null): string {
  return iso === null ? "Never" : timeFormat.format(new Date(iso));
}

/** Whole days from `now` until `iso`, at least 0. */
export function daysUntil(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000));
}
