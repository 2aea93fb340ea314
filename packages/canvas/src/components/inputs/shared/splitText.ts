/** How a text field turns its text into a list (canvas-components §4, Text field). */
export type SplitOptions = {
  /** The text between items, e.g. ";" or ",". */
  separator: string;
  /** Remove the spaces around each item (default true). */
  trim?: boolean;
};

/** Splits `text` on the separator, optionally trims each item and drops empty items. */
export function splitText(text: string, { separator, trim = true }: SplitOptions): string[] {
  const items = separator === "" ? [text] : text.split(separator);
  return items.map((item) => (trim ? item.trim() : item)).filter((item) => item !== "");
}

/** The text shown for a stored list: its items joined back with the separator. */
export function joinItems(items: readonly unknown[], separator: string): string {
  return items.map((item) => (item === null || item === undefined ? "" : String(item))).join(separator);
}
