/** The months' English names, January first (the product's date texts are English). */
export const MONTH_NAMES: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The weekdays' English names, Sunday first as `Date.getDay()` counts them. */
export const WEEKDAY_NAMES: readonly string[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** Two digits, as in '05'. */
export const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** A local date as `YYYY-MM-DD` (the day the viewer sees, not the UTC one). */
export const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
