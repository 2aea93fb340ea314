import { valueKey } from "../shared/optionValue";
import type { AutocompleteOption } from "./Autocomplete.meta";

/** An option as the list shows it: flattened out of the tree, with its depth and expansion. */
export type ListedOption = {
  readonly option: AutocompleteOption;
  readonly key: string;
  readonly depth: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
};

/** A piece of an option's label, marked when it matches the typed text. */
export type LabelSegment = { readonly text: string; readonly match: boolean; readonly start: number };

const words = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Where each typed word starts a word of the label, or null unless every typed word does. */
function wordPrefixRanges(label: string, query: string): Array<[number, number]> | null {
  const labelWords = [...label.toLowerCase().matchAll(/\S+/g)];
  const ranges: Array<[number, number]> = [];
  for (const word of words(query)) {
    const hit = labelWords.find((candidate) => candidate[0].startsWith(word));
    if (hit === undefined) return null;
    ranges.push([hit.index, hit.index + word.length]);
  }
  return ranges;
}

/** The ranges of `label` matching `query`: word prefixes first, else the first case-insensitive substring. */
function matchRanges(label: string, query: string): Array<[number, number]> {
  if (query.trim() === "") return [];
  const prefixes = wordPrefixRanges(label, query);
  if (prefixes !== null && prefixes.length > 0) return prefixes;
  const start = label.toLowerCase().indexOf(query.toLowerCase());
  return start === -1 ? [] : [[start, start + query.length]];
}

/** Whether an option's label matches the typed text (by word prefixes or as a substring, ignoring case). */
export const labelMatches = (label: string, query: string): boolean =>
  query.trim() === "" || matchRanges(label, query).length > 0;

/** The label cut into matching and non-matching pieces, for highlighting. */
export function labelSegments(label: string, query: string): LabelSegment[] {
  const ranges = [...matchRanges(label, query)].sort((a, b) => a[0] - b[0]);
  const segments: LabelSegment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: label.slice(cursor, from), match: false, start: cursor });
    segments.push({ text: label.slice(from, end), match: true, start: from });
    cursor = end;
  }
  if (cursor < label.length) segments.push({ text: label.slice(cursor), match: false, start: cursor });
  return segments.filter((segment) => segment.text !== "");
}

/** Whether an option, or anything under it, matches the typed text. */
function subtreeMatches(option: AutocompleteOption, query: string): boolean {
  return labelMatches(option.label, query) || (option.children ?? []).some((child) => subtreeMatches(child, query));
}

/**
 * The options the list shows, in order. Without typed text: the top level, plus the children of expanded
 * options (`isExpanded`, or as toggled: `expansion` by option key). With typed text: the options that match
 * and the parents leading to them, expanded.
 */
export function listOptions(
  options: readonly AutocompleteOption[],
  expansion: ReadonlyMap<string, boolean>,
  query: string,
): ListedOption[] {
  const searching = query.trim() !== "";
  const listed: ListedOption[] = [];
  const visit = (level: readonly AutocompleteOption[], depth: number) => {
    for (const option of level) {
      if (searching && !subtreeMatches(option, query)) continue;
      const key = valueKey(option.value);
      const children = option.children ?? [];
      const hasChildren = children.length > 0;
      const expanded =
        hasChildren &&
        (searching
          ? children.some((child) => subtreeMatches(child, query))
          : (expansion.get(key) ?? option.isExpanded ?? false));
      listed.push({ option, key, depth, hasChildren, expanded });
      if (expanded) visit(children, depth + 1);
    }
  };
  visit(options, 0);
  return listed;
}

/** Every option of the tree, children included, whether shown or not. */
export function allOptions(options: readonly AutocompleteOption[]): AutocompleteOption[] {
  return options.flatMap((option) => [option, ...allOptions(option.children ?? [])]);
}

/** Whether an option can be chosen at all (canvas-components §5). */
export const isSelectable = (option: AutocompleteOption): boolean => !option.disabled && !option.preventSelection;
