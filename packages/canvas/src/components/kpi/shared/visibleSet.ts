/** The visible rows or columns of a mosaic, and whether a requested set had to be reset to all. */
export type VisibleSet = { visible: readonly string[]; reset: boolean };

/**
 * The keys to show, in the order of `available`. No request (undefined or null) shows the defaults (all
 * available keys unless given). A request naming only available keys is kept; anything else (a key that is
 * not available, a value that is not a list of texts) resets to the defaults and says so, so the caller can
 * warn.
 */
export function resolveVisibleSet(
  available: readonly string[],
  requested: unknown,
  defaults: readonly string[] = available,
): VisibleSet {
  if (requested === undefined || requested === null) return { visible: defaults, reset: false };
  if (!Array.isArray(requested) || !requested.every((key) => typeof key === "string" && available.includes(key))) {
    return { visible: defaults, reset: true };
  }
  return { visible: available.filter((key) => requested.includes(key)), reset: false };
}

/** The set with `key` shown if it was hidden and hidden if it was shown, in the order of `available`. */
export function toggleVisible(visible: readonly string[], key: string, available: readonly string[]): string[] {
  const shown = visible.includes(key);
  return available.filter((candidate) => (candidate === key ? !shown : visible.includes(candidate)));
}
