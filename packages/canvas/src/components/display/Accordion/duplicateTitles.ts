/** The titles that occur more than once among the values of `titlesById`. */
export function duplicateTitles(titlesById: ReadonlyMap<string, string>): ReadonlySet<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const title of titlesById.values()) {
    if (seen.has(title)) duplicates.add(title);
    seen.add(title);
  }
  return duplicates;
}
