import type { TagLists } from "../../identity/accountsRepository";
import { isStringArray, parseJsonColumn } from "../../shared/json";

export function tagListsOf(row: { allowed_tags: string; denied_tags: string }): TagLists {
  return {
    allowed: parseJsonColumn(row.allowed_tags, [], isStringArray),
    denied: parseJsonColumn(row.denied_tags, [], isStringArray),
  };
}

/** Trimmed, without empties and repeats, in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}
