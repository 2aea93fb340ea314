import { type HierarchyPointNode, hierarchy, tree } from "d3-hierarchy";
import type { VdtNodeData } from "../VdtNode/vdtNodeSchema";
import { VDT_NEIGHBOUR_SPACING_FACTOR, type VdtDirection, vdtSpacing } from "./vdtConstants";

/** A node placed in the tree's drawing: its card's top-left corner, in the tree's own pixels. */
export type VdtPlacedNode = {
  readonly key: string;
  readonly node: VdtNodeData;
  readonly left: number;
  readonly top: number;
  /** Collapsed and with children to show: its children are not placed. */
  readonly collapsed: boolean;
};

/** The link from a parent to one child, keyed by the child; `bounds` is the rectangle it runs in. */
export type VdtPlacedLink = {
  readonly key: string;
  readonly path: string;
  readonly bounds: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
};

export type VdtLayout = {
  readonly nodes: readonly VdtPlacedNode[];
  readonly links: readonly VdtPlacedLink[];
  /** The drawing's size: every card lies within 0..width, 0..height. */
  readonly width: number;
  readonly height: number;
  readonly nodeWidth: number;
  readonly nodeHeight: number;
};

type Corner = { left: number; top: number };

/**
 * Places the visible nodes of a tree with d3-hierarchy's tidy tree: the root at the left (or top), each level one
 * card plus the parent spacing further, siblings one card plus the sibling spacing apart, and neighbours of
 * different parents a little further (the neighbour spacing factor). The children of a collapsed node are left out.
 */
export function layoutVdt(
  root: VdtNodeData,
  collapsed: (node: VdtNodeData) => boolean,
  direction: VdtDirection,
): VdtLayout {
  const { nodeWidth, nodeHeight, siblingSpacing, parentSpacing } = vdtSpacing[direction];
  const leftToRight = direction === "left-to-right";
  // d3 lays a tree out top-down: x across the levels (the breadth), y down them (the depth).
  const breadth = leftToRight ? nodeHeight : nodeWidth;
  const depth = leftToRight ? nodeWidth : nodeHeight;
  const placed = tree<VdtNodeData>()
    .nodeSize([breadth + siblingSpacing, depth + parentSpacing])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1 + VDT_NEIGHBOUR_SPACING_FACTOR))(
    hierarchy(root, (node) => (node.nodes.length === 0 || collapsed(node) ? null : node.nodes)),
  );
  const corner = (point: HierarchyPointNode<VdtNodeData>): Corner =>
    leftToRight ? { left: point.y, top: point.x - nodeHeight / 2 } : { left: point.x - nodeWidth / 2, top: point.y };

  const points = placed.descendants();
  let minLeft = Number.POSITIVE_INFINITY;
  let minTop = Number.POSITIVE_INFINITY;
  let maxLeft = Number.NEGATIVE_INFINITY;
  let maxTop = Number.NEGATIVE_INFINITY;
  const corners = points.map((point) => {
    const at = corner(point);
    minLeft = Math.min(minLeft, at.left);
    minTop = Math.min(minTop, at.top);
    maxLeft = Math.max(maxLeft, at.left);
    maxTop = Math.max(maxTop, at.top);
    return at;
  });
  const shifted = (at: Corner): Corner => ({ left: at.left - minLeft, top: at.top - minTop });

  const nodes = points.map((point, index): VdtPlacedNode => {
    const at = shifted(corners[index] as Corner);
    return {
      key: String(point.data.id),
      node: point.data,
      left: at.left,
      top: at.top,
      collapsed: point.data.nodes.length > 0 && point.children === undefined,
    };
  });
  const links = placed.links().map(({ source, target }): VdtPlacedLink => {
    const from = shifted(corner(source));
    const to = shifted(corner(target));
    return {
      key: String(target.data.id),
      path: linkPath(from, to, nodeWidth, nodeHeight, leftToRight),
      bounds: {
        left: Math.min(from.left, to.left),
        top: Math.min(from.top, to.top),
        right: Math.max(from.left, to.left) + nodeWidth,
        bottom: Math.max(from.top, to.top) + nodeHeight,
      },
    };
  });
  return {
    nodes,
    links,
    width: maxLeft - minLeft + nodeWidth,
    height: maxTop - minTop + nodeHeight,
    nodeWidth,
    nodeHeight,
  };
}

/** A smooth curve from the parent's trailing edge (right or bottom) to the child's leading edge, both mid-card. */
function linkPath(from: Corner, to: Corner, width: number, height: number, leftToRight: boolean): string {
  if (leftToRight) {
    const [x1, y1, x2, y2] = [from.left + width, from.top + height / 2, to.left, to.top + height / 2];
    const middle = (x1 + x2) / 2;
    return `M${x1},${y1}C${middle},${y1} ${middle},${y2} ${x2},${y2}`;
  }
  const [x1, y1, x2, y2] = [from.left + width / 2, from.top + height, to.left + width / 2, to.top];
  const middle = (y1 + y2) / 2;
  return `M${x1},${y1}C${x1},${middle} ${x2},${middle} ${x2},${y2}`;
}
