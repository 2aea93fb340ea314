import { theme } from "../../app/theme";

/**
 * Where the filter bar is one "Filters (n)" button opening a sheet instead of a row of fields: below the theme's
 * `sm` breakpoint, a phone. A media query as `useMediaQuery` takes it.
 */
export const FILTER_SHEET_MEDIA_QUERY = theme.breakpoints.down("sm");

/** Whether this window shows the filter sheet (and its fields only once the sheet opens). */
export function showsFilterSheet(): boolean {
  return typeof matchMedia === "function" && matchMedia(FILTER_SHEET_MEDIA_QUERY.replace(/^@media\s*/, "")).matches;
}
