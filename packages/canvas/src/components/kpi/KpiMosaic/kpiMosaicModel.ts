import type { Display } from "../shared/graphicSchema";
import type { HeaderTreeNode } from "../shared/headerRows";
import type { KpiMosaicAxis, KpiMosaicAxisEntry, KpiMosaicCell } from "./kpiMosaicSchemas";

/** A heading of the row or column tree. */
export type AxisNode = {
  key: string;
  display: Display;
  children: AxisNode[];
  initiallyCollapsed: boolean;
};

const entryDisplay = (entry: KpiMosaicAxisEntry): Display => (typeof entry === "string" ? entry : entry.display);

/**
 * The tree of a columns or rows dictionary: entries in `order` (then as written), each with its key. Note
 * that JavaScript lists keys that look like whole numbers first; give `order` when that matters.
 */
export function buildAxis(axis: KpiMosaicAxis): AxisNode[] {
  return Object.entries(axis)
    .map(([key, entry], position) => ({ key, entry, position }))
    .sort((a, b) => orderOf(a.entry, a.position) - orderOf(b.entry, b.position))
    .map(({ key, entry }) => ({
      key,
      display: entryDisplay(entry),
      children: typeof entry === "string" || entry.children === undefined ? [] : buildAxis(entry.children),
      initiallyCollapsed: typeof entry !== "string" && entry.collapsed === true,
    }));
}

function orderOf(entry: KpiMosaicAxisEntry, position: number): number {
  return typeof entry !== "string" && entry.order !== undefined ? entry.order : position;
}

/** Every key of the tree, parents before children. */
export function axisKeys(nodes: readonly AxisNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...axisKeys(node.children)]);
}

/** The keys of the groups (headings with children). */
export function groupKeys(nodes: readonly AxisNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.key, ...groupKeys(node.children)] : []));
}

/** The groups expanded at first: every group not marked collapsed. */
export function initiallyExpanded(nodes: readonly AxisNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0
      ? [...(node.initiallyCollapsed ? [] : [node.key]), ...initiallyExpanded(node.children)]
      : [],
  );
}

/** The first key that appears twice in a dictionary tree, if any. */
export function firstDuplicateKey(axis: KpiMosaicAxis): string | undefined {
  const keys = axisKeys(buildAxis(axis));
  return keys.find((key, index) => keys.indexOf(key) !== index);
}

/** A row as the table shows it. */
export type VisibleRow = { node: AxisNode; depth: number; isGroup: boolean; expanded: boolean };

/** The rows shown: every top-level row, and the children of each expanded group under it (indented). */
export function visibleRows(nodes: readonly AxisNode[], expanded: readonly string[], depth = 0): VisibleRow[] {
  return nodes.flatMap((node) => {
    const isGroup = node.children.length > 0;
    const open = isGroup && expanded.includes(node.key);
    const row: VisibleRow = { node, depth, isGroup, expanded: open };
    return open ? [row, ...visibleRows(node.children, expanded, depth + 1)] : [row];
  });
}

/** A column heading as the header shows it. */
export type ColumnHeading = { node: AxisNode; isGroup: boolean; expanded: boolean };

/**
 * The column headings as a header tree: an expanded group spans its children, a collapsed group is one
 * column of its own (holding the group's own cells).
 */
export function columnTree(nodes: readonly AxisNode[], expanded: readonly string[]): HeaderTreeNode<ColumnHeading>[] {
  return nodes.map((node) => {
    const isGroup = node.children.length > 0;
    const open = isGroup && expanded.includes(node.key);
    return { item: { node, isGroup, expanded: open }, children: open ? columnTree(node.children, expanded) : [] };
  });
}

const cellKey = (row: string, column: string) => `${row}\u0000${column}`;

/** The cells by row and column key; a later cell for the same place replaces an earlier one. */
export function indexCells(cells: readonly KpiMosaicCell[]): ReadonlyMap<string, KpiMosaicCell> {
  return new Map(cells.map((cell) => [cellKey(cell.row_coordinate, cell.column_coordinate), cell]));
}

export const findCell = (index: ReadonlyMap<string, KpiMosaicCell>, row: string, column: string) =>
  index.get(cellKey(row, column));
