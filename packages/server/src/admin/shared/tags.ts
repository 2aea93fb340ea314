import { isStringArray, parseJsonColumn } from "../../shared/json";

/** The tags a user, role or group is given and denied explicitly. */
export type TagLists = { allowed: string[]; denied: string[] };

export function tagListsOf(row: { allowed_tags: string; denied_tags: string }): TagLists {
  return {
    allowed: parseJsonColumn(row.allowed_tags, [], isStringArray),
    denied: parseJsonColumn(row.denied_tags, [], isStringArray),
  };
}

/** Trimmed, without empties and repeats, in the order given. */
function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}

/** Both lists cleaned. */
export function cleanTagLists(tags: TagLists): TagLists {
  return { allowed: cleanTags(tags.allowed), denied: cleanTags(tags.denied) };
}
