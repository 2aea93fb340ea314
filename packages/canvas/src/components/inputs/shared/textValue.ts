import { joinItems, splitText } from "./splitText";

/** The kinds of text a field holds. */
export const textInputTypes = ["text", "number", "email", "password"] as const;
type TextInputType = (typeof textInputTypes)[number];

export type TextValueOptions = {
  type: TextInputType;
  /** When set, the text is stored as the list of its items. */
  separator?: string | undefined;
  trim?: boolean;
};

/** A value a text field stores in its parameter. */
export type StoredText = string | number | null | (string | number)[];

function toNumberOrNull(text: string): number | null {
  if (text.trim() === "") return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * The parameter value for the text of a field: the text itself, a number for
 * number fields (null when empty), or with a separator the list of its items.
 */
export function toStoredValue(text: string, { type, separator, trim = true }: TextValueOptions): StoredText {
  if (separator !== undefined) {
    const items = splitText(text, { separator, trim });
    if (type !== "number") return items;
    return items.map(toNumberOrNull).filter((item): item is number => item !== null);
  }
  return type === "number" ? toNumberOrNull(text) : text;
}

/** The text a field shows for a parameter value (a list is joined back with the separator). */
export function toDisplayText(value: unknown, separator?: string): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return joinItems(value, separator ?? ", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Whether two stored values are the same (lists compare by their items). */
export function sameStoredValue(first: unknown, second: unknown): boolean {
  if (Object.is(first, second)) return true;
  if (Array.isArray(first) && Array.isArray(second)) {
    return first.length === second.length && first.every((item, index) => Object.is(item, second[index]));
  }
  return false;
}
