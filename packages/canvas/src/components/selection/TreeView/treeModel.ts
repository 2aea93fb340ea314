import { valueKey } from "../shared/optionValue";
import type { TreeNode } from "./TreeView.meta";

/** Most leaves a search shows (canvas-components §9). */
export const MAX_SEARCH_LEAVES = 200;

/** A node ready for the tree: a unique item id, its value, its label, its flags and children. */
export type TreeItemModel = {
  readonly id: string;
  readonly value: string | number;
  readonly label: string;
  readonly disabled: boolean;
  readonly preventSelection: boolean;
  readonly isExpanded: boolean;
  readonly isSelected: boolean;
  readonly searchTerms: readonly string[];
  // Not readonly only because the tree view's item type asks for a plain array; never changed.
  readonly children: TreeItemModel[];
};

export type TreeModel = {
  readonly roots: readonly TreeItemModel[];
  /** Every item by id, in tree order (depth first). */
  readonly items: ReadonlyMap<string, TreeItemModel>;
  /** The id of the first item holding each value (by `valueKey`). */
  readonly idsByValue: ReadonlyMap<string, string>;
  /** The ids of each item's ancestors, nearest last. */
  readonly ancestors: ReadonlyMap<string, readonly string[]>;
};

/** Reads the nodes into items: value from value or id, label from label or title (else the value). */
export function buildTreeModel(nodes: readonly TreeNode[]): TreeModel {
  const built = new Map<string, TreeItemModel>();
  const order: string[] = [];
  const idsByValue = new Map<string, string>();
  const ancestors = new Map<string, readonly string[]>();
  const build = (node: TreeNode, path: readonly string[]): TreeItemModel => {
    const value = node.value ?? node.id ?? "";
    // Ids are given in depth-first order (a parent before its children), which is the tree order.
    const id = `node-${order.length}`;
    order.push(id);
    ancestors.set(id, path);
    if (!idsByValue.has(valueKey(value))) idsByValue.set(valueKey(value), id);
    const children = (node.children ?? []).map((child) => build(child, [...path, id]));
    const item: TreeItemModel = {
      id,
      value,
      label: node.label ?? node.title ?? String(value),
      disabled: node.disabled ?? false,
      preventSelection: node.preventSelection ?? false,
      isExpanded: node.isExpanded ?? false,
      isSelected: node.isSelected ?? false,
      searchTerms: node.searchTerms === undefined ? [] : [node.searchTerms].flat(),
      children,
    };
    built.set(id, item);
    return item;
  };
  const roots = nodes.map((node) => build(node, []));
  const items = new Map(
    order.flatMap((id) => {
      const item = built.get(id);
      return item === undefined ? [] : [[id, item] as const];
    }),
  );
  return { roots, items, idsByValue, ancestors };
}

/** The values of the nodes flagged isSelected, in tree order. */
export function flaggedSelection(model: TreeModel): Array<string | number> {
  return [...model.items.values()].filter((item) => item.isSelected).map((item) => item.value);
}

/** The ids of the given values that exist in the tree. */
export function idsOfValues(model: TreeModel, values: readonly unknown[]): string[] {
  return values.flatMap((value) => {
    const id = model.idsByValue.get(valueKey(value));
    return id === undefined ? [] : [id];
  });
}

/** The ids of the nodes flagged isExpanded, in tree order. */
export const expandedByFlags = (model: TreeModel): string[] =>
  [...model.items.values()].filter((item) => item.isExpanded).map((item) => item.id);

/** The expansion the tree starts with: nodes flagged isExpanded, and the parents of the selected ones. */
export const initialExpandedIds = (model: TreeModel, selectedIds: readonly string[]): string[] =>
  withAncestorsExpanded(model, expandedByFlags(model), selectedIds);

/** `expandedIds` plus the parents of `selectedIds`, so every selected node can be seen; in tree order. */
export function withAncestorsExpanded(
  model: TreeModel,
  expandedIds: readonly string[],
  selectedIds: readonly string[],
): string[] {
  const expanded = new Set(expandedIds);
  for (const id of selectedIds) for (const ancestor of model.ancestors.get(id) ?? []) expanded.add(ancestor);
  return [...model.items.keys()].filter((id) => expanded.has(id));
}

/** `ids` in tree order (depth first), unknown ids left out. */
export function inTreeOrder(model: TreeModel, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return [...model.items.keys()].filter((id) => wanted.has(id));
}

/** Whether a node may be selected (canvas-components §5): not disabled, not preventSelection. */
export const isSelectableNode = (item: TreeItemModel): boolean => !item.disabled && !item.preventSelection;

/** Whether a node matches a search: its label or one of its search terms contains the text, ignoring case. */
export function nodeMatches(item: TreeItemModel, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return [item.label, ...item.searchTerms].some((text) => text.toLowerCase().includes(needle));
}

const subtreeMatches = (item: TreeItemModel, query: string): boolean =>
  nodeMatches(item, query) || item.children.some((child) => subtreeMatches(child, query));

export type SearchResult = {
  readonly roots: readonly TreeItemModel[];
  /** Every shown node with children: a search shows its matches fully expanded. */
  readonly expandedIds: readonly string[];
  /** Whether leaves were left out to stay within the limit. */
  readonly truncated: boolean;
};

/**
 * The tree narrowed to a search: matching nodes with everything under them, and the parents leading to
 * them, fully expanded, with at most `maxLeaves` leaves (canvas-components §5).
 */
export function searchTree(
  roots: readonly TreeItemModel[],
  query: string,
  maxLeaves: number = MAX_SEARCH_LEAVES,
): SearchResult {
  let leaves = 0;
  let truncated = false;
  const expandedIds: string[] = [];
  const take = (item: TreeItemModel, matchedAbove: boolean): TreeItemModel | null => {
    if (leaves >= maxLeaves) {
      if (matchedAbove || subtreeMatches(item, query)) truncated = true;
      return null;
    }
    const matched = matchedAbove || nodeMatches(item, query);
    if (item.children.length === 0) {
      if (!matched) return null;
      leaves += 1;
      return item;
    }
    const children = item.children.flatMap((child) => take(child, matched) ?? []);
    if (children.length === 0) return null;
    expandedIds.push(item.id);
    return { ...item, children };
  };
  const kept = roots.flatMap((root) => take(root, false) ?? []);
  return { roots: kept, expandedIds, truncated };
}
