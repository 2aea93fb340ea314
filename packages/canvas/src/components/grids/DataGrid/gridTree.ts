import type { GridRowData } from "./gridTypes";

/**
 * The rows' hierarchy: a row with a `parentId` sits under the row with that id, shown (indented) below it
 * while the parent's chevron is expanded. Rows without a parentId, or whose parent is missing, are top rows.
 */
export type RowTree = {
  /** Whether any row has a parent; without one every row is a top row and nothing folds. */
  readonly hasTree: boolean;
  readonly rowCount: number;
  depthOf(index: number): number;
  hasChildren(index: number): boolean;
  /** The index of a row's parent, or -1. */
  parentOf(index: number): number;
  /** Every row in reading order: each row followed by its children, as if all were expanded. */
  readonly order: Int32Array;
};

const keyOf = (id: unknown): string => String(id);
const hasParent = (row: GridRowData): boolean => row.parentId !== undefined && row.parentId !== null;

/** Builds the hierarchy of `rows`; a missing parent or a loop of parents makes a top row, with a warning. */
export function buildRowTree(rows: readonly GridRowData[]): { tree: RowTree; warnings: string[] } {
  const count = rows.length;
  const depth = new Int32Array(count);
  const parent = new Int32Array(count).fill(-1);
  if (!rows.some(hasParent)) {
    const order = new Int32Array(count);
    for (let index = 0; index < count; index += 1) order[index] = index;
    const flat: RowTree = {
      hasTree: false,
      rowCount: count,
      depthOf: () => 0,
      hasChildren: () => false,
      parentOf: () => -1,
      order,
    };
    return { tree: flat, warnings: [] };
  }

  const warnings: string[] = [];
  const indexById = new Map<string, number>();
  rows.forEach((row, index) => {
    indexById.set(keyOf(row.id), index);
  });
  const missing: string[] = [];
  rows.forEach((row, index) => {
    if (!hasParent(row)) return;
    const found = indexById.get(keyOf(row.parentId));
    if (found === undefined || found === index) missing.push(`row "${keyOf(row.id)}"`);
    else parent[index] = found;
  });
  if (missing.length > 0) {
    const rowsName = missing.length === 1 ? "1 row names" : `${missing.length} rows name`;
    warnings.push(`${rowsName} a parentId no row has, shown as a top row: ${missing.slice(0, 5).join(", ")}.`);
  }
  breakLoops(parent, rows, warnings);

  const children: number[][] = Array.from({ length: count }, () => []);
  const roots: number[] = [];
  parent.forEach((parentIndex, index) => {
    if (parentIndex === -1) roots.push(index);
    else children[parentIndex]?.push(index);
  });
  const order = new Int32Array(count);
  let next = 0;
  const stack: Array<{ index: number; depth: number }> = roots.map((index) => ({ index, depth: 0 })).reverse();
  while (stack.length > 0) {
    const top = stack.pop();
    if (top === undefined) break;
    order[next] = top.index;
    next += 1;
    depth[top.index] = top.depth;
    const below = children[top.index] ?? [];
    for (let child = below.length - 1; child >= 0; child -= 1) {
      stack.push({ index: below[child] ?? 0, depth: top.depth + 1 });
    }
  }
  const tree: RowTree = {
    hasTree: true,
    rowCount: count,
    depthOf: (index) => depth[index] ?? 0,
    hasChildren: (index) => (children[index]?.length ?? 0) > 0,
    parentOf: (index) => parent[index] ?? -1,
    order,
  };
  return { tree, warnings };
}

/** Makes a top row of every row whose parents lead back to itself. */
function breakLoops(parent: Int32Array, rows: readonly GridRowData[], warnings: string[]): void {
  // 0: not visited, 1: on the current path, 2: known to reach a top row.
  const state = new Uint8Array(parent.length);
  const looped: string[] = [];
  for (let start = 0; start < parent.length; start += 1) {
    const path: number[] = [];
    let at = start;
    while (at !== -1 && state[at] === 0) {
      state[at] = 1;
      path.push(at);
      at = parent[at] ?? -1;
    }
    if (at !== -1 && state[at] === 1) {
      parent[at] = -1;
      looped.push(`row "${keyOf(rows[at]?.id)}"`);
    }
    for (const index of path) state[index] = 2;
  }
  if (looped.length > 0) {
    warnings.push(
      `Rows whose parents lead back to themselves are shown as top rows: ${looped.slice(0, 5).join(", ")}.`,
    );
  }
}

/**
 * The rows to show, in order: every row whose ancestors are all expanded. With a search (`matches`), the rows
 * that match and the rows above them, everything expanded so no match stays folded away.
 */
export function visibleRows(
  tree: RowTree,
  isExpanded: (index: number) => boolean,
  matches: ((index: number) => boolean) | null,
): Int32Array {
  if (!tree.hasTree) {
    if (matches === null) return tree.order;
    return tree.order.filter((index) => matches(index));
  }
  if (matches !== null) {
    const kept = new Uint8Array(tree.rowCount);
    for (let index = 0; index < tree.rowCount; index += 1) {
      if (!matches(index)) continue;
      for (let at = index; at !== -1 && kept[at] === 0; at = tree.parentOf(at)) kept[at] = 1;
    }
    return tree.order.filter((index) => kept[index] === 1);
  }
  const shown: number[] = [];
  // Skip the rows below a folded row: in reading order they follow it, deeper than it.
  let foldedDepth = Number.POSITIVE_INFINITY;
  for (const index of tree.order) {
    const depth = tree.depthOf(index);
    if (depth > foldedDepth) continue;
    foldedDepth = Number.POSITIVE_INFINITY;
    shown.push(index);
    if (tree.hasChildren(index) && !isExpanded(index)) foldedDepth = depth;
  }
  return Int32Array.from(shown);
}
