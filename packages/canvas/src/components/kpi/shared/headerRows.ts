/** A node of a nested header: a column, or a group of columns when it has children. */
export type HeaderTreeNode<Item> = { item: Item; children: readonly HeaderTreeNode<Item>[] };

/** One `<th>` of a header row. */
export type HeaderCell<Item> = {
  item: Item;
  /** The leaf columns it spans. */
  colSpan: number;
  /** The header rows it spans: a leaf reaches down to the last header row. */
  rowSpan: number;
  isLeaf: boolean;
  /** The header row it starts in, 0 at the top. */
  level: number;
  /** The position of its first leaf among all leaves. */
  firstLeaf: number;
};

/** How many header rows a forest needs: the length of its longest path (0 without nodes). */
export function headerDepth<Item>(nodes: readonly HeaderTreeNode<Item>[]): number {
  return nodes.reduce((deepest, node) => Math.max(deepest, 1 + headerDepth(node.children)), 0);
}

/** The leaf columns, left to right. */
export function headerLeaves<Item>(nodes: readonly HeaderTreeNode<Item>[]): Item[] {
  return nodes.flatMap((node) => (node.children.length === 0 ? [node.item] : headerLeaves(node.children)));
}

/**
 * The header rows of nested columns, as a table's `<thead>` writes them: a group spans its leaves
 * (colSpan) in its own row, a leaf spans down to the last header row (rowSpan), so every column of any
 * depth ends on the same line.
 */
export function headerRows<Item>(nodes: readonly HeaderTreeNode<Item>[]): HeaderCell<Item>[][] {
  const depth = headerDepth(nodes);
  const rows: HeaderCell<Item>[][] = Array.from({ length: depth }, () => []);
  let nextLeaf = 0;
  const visit = (node: HeaderTreeNode<Item>, level: number): number => {
    const firstLeaf = nextLeaf;
    const isLeaf = node.children.length === 0;
    const cell: HeaderCell<Item> = { item: node.item, colSpan: 1, rowSpan: 1, isLeaf, level, firstLeaf };
    rows[level]?.push(cell);
    if (isLeaf) {
      nextLeaf += 1;
      cell.rowSpan = depth - level;
      return 1;
    }
    cell.colSpan = node.children.reduce((sum, child) => sum + visit(child, level + 1), 0);
    return cell.colSpan;
  };
  for (const node of nodes) visit(node, 0);
  return rows;
}
