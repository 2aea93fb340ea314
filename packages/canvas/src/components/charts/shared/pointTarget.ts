import { sanitizeUrl } from "../../../template/sanitizeUrl";
import type { ChartRow } from "./chartRows";

/**
 * Where clicking a point leads: the row's `targetField`, else its `target`, else its `url` field, when it is a
 * safe URL (http, https, mailto, tel, relative or a fragment; see sanitizeUrl). Undefined when there is none.
 */
export function pointTarget(row: ChartRow | undefined, targetField?: string): string | undefined {
  if (row === undefined) return undefined;
  const raw = targetField === undefined ? (row.target ?? row.url) : row[targetField];
  if (raw === null || raw === undefined || raw === "") return undefined;
  return sanitizeUrl(raw);
}

/** Whether any row has a target, so points show a pointer cursor. */
export const anyPointTarget = (rows: readonly ChartRow[], targetField?: string): boolean =>
  rows.some((row) => pointTarget(row, targetField) !== undefined);

/**
 * Opens a point's target in the current tab. The canvas runtime offers no in-app navigation, so an in-app path
 * (e.g. /storylines/fleet-operations) loads the page afresh; the SPA serves every page address.
 */
export function navigateTo(url: string, location: Pick<Location, "assign"> = window.location): void {
  location.assign(url);
}
