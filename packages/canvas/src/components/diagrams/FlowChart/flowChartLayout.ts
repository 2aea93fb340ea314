import dagre from "@dagrejs/dagre";
import { keepFirstOrder, rankWithTightTree } from "./largeLevelLayout";

/** The flow chart's layout (canvas-components §9): left to right, node, edge and rank separation 32. */
const FLOW_CHART_LAYOUT = { rankdir: "LR", nodesep: 32, edgesep: 32, ranksep: 32 } as const;

/**
 * Up to this many nodes on one level dagre lays them out with its tidiest settings: network-simplex ranking (the
 * shortest links) and its ordering heuristic (sweeps that reorder each rank to cut crossings). Both cost about the
 * square of the nodes: for 300 nodes, seconds on a slow machine. A larger level is ranked with a tight tree and
 * keeps dagre's first order, a few times faster; on layered flows the links are within a tenth as long, and the
 * sweeps, measured on such flows of 120 and 300 nodes, left more crossings than the first order, not fewer. Both
 * of those steps run on arrays (`largeLevelLayout.ts`) rather than through dagre's graph calls.
 */
export const TIDIEST_LAYOUT_MAX_NODES = 100;

type LayoutEffort = {
  /** dagre's ranker by name, or the array version of its tight-tree ranker. */
  readonly ranker: "network-simplex" | typeof rankWithTightTree;
  /** Set for a large level: dagre's first order, without the layer graphs its sweeps need. */
  readonly customOrder?: typeof keepFirstOrder;
};

/** How dagre lays out a level of `nodeCount` nodes: its ranker, and its ordering sweeps or the first order. */
export function layoutEffortFor(nodeCount: number): LayoutEffort {
  return nodeCount <= TIDIEST_LAYOUT_MAX_NODES
    ? { ranker: "network-simplex" }
    : { ranker: rankWithTightTree, customOrder: keepFirstOrder };
}

/** Space between a group's border and the nodes it holds, and the band at its top for the group's label. */
export const GROUP_PADDING = 16;
export const GROUP_HEADER = 32;

/** How long to wait before attempt `attempt` (1, 2, …) at reading the node sizes: min(2000, 100 × attempt) ms. */
export function layoutRetryDelayMs(attempt: number): number {
  return Math.min(2000, 100 * attempt);
}

type Size = { readonly width: number; readonly height: number };
export type Box = Size & { readonly x: number; readonly y: number };

/** A node as the layout sees it: its measured size and the group holding it, if any. */
export type LayoutNode = {
  readonly id: string;
  readonly parentId?: string | undefined;
  readonly isGroup: boolean;
  readonly size: Size;
  /** Where the author put it, relative to its group (used only when the chart is not laid out). */
  readonly position?: { readonly x: number; readonly y: number } | undefined;
};

export type LayoutLink = { readonly from: string; readonly to: string };

/**
 * Where each node goes: its position relative to its group (React Flow's `position`), the size of each group
 * (fitted around what it holds), and every node's box on the whole chart (for routing links).
 */
export type Placement = {
  readonly positions: ReadonlyMap<string, { x: number; y: number }>;
  readonly groupSizes: ReadonlyMap<string, Size>;
  readonly boxes: ReadonlyMap<string, Box>;
};

function childrenByParent(nodes: readonly LayoutNode[]): Map<string | undefined, LayoutNode[]> {
  const byParent = new Map<string | undefined, LayoutNode[]>();
  for (const node of nodes) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  return byParent;
}

/** The node standing for `id` among the children of `parentId`: `id` itself or the group holding it there. */
function representativeAt(id: string, parentId: string | undefined, parents: ReadonlyMap<string, string | undefined>) {
  let current: string | undefined = id;
  while (current !== undefined && parents.has(current)) {
    const parent = parents.get(current);
    if (parent === parentId) return current;
    current = parent;
  }
  return undefined;
}

/** A group's size around children placed at `positions` (relative to the group's top left). */
function sizeAround(
  children: readonly LayoutNode[],
  positions: ReadonlyMap<string, { x: number; y: number }>,
  sizes: ReadonlyMap<string, Size>,
  own: Size,
): Size {
  if (children.length === 0) return own;
  let width = 0;
  let height = 0;
  for (const child of children) {
    const position = positions.get(child.id) ?? { x: 0, y: 0 };
    const size = sizes.get(child.id) ?? child.size;
    width = Math.max(width, position.x + size.width);
    height = Math.max(height, position.y + size.height);
  }
  return { width: Math.max(own.width, width + GROUP_PADDING), height: Math.max(own.height, height + GROUP_PADDING) };
}

function boxesOf(
  nodes: readonly LayoutNode[],
  positions: ReadonlyMap<string, { x: number; y: number }>,
  sizes: ReadonlyMap<string, Size>,
): Map<string, Box> {
  const boxes = new Map<string, Box>();
  // Parents come before their children, so a parent's box is known when its children are reached.
  for (const node of nodes) {
    const position = positions.get(node.id) ?? { x: 0, y: 0 };
    const origin = node.parentId === undefined ? undefined : boxes.get(node.parentId);
    const size = sizes.get(node.id) ?? node.size;
    boxes.set(node.id, { x: (origin?.x ?? 0) + position.x, y: (origin?.y ?? 0) + position.y, ...size });
  }
  return boxes;
}

/**
 * Lays the chart out left to right with dagre, one level at a time: a group's children first (inside it, below
 * its label band), then the group as one box among its siblings. A link between nodes of different groups counts
 * between the groups (or nodes) that stand for its ends on each level. `nodes` lists parents before children.
 */
export function layoutFlowChart(nodes: readonly LayoutNode[], links: readonly LayoutLink[]): Placement {
  const byParent = childrenByParent(nodes);
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const positions = new Map<string, { x: number; y: number }>();
  const sizes = new Map<string, Size>();

  const layoutLevel = (parentId: string | undefined): void => {
    const children = byParent.get(parentId) ?? [];
    for (const child of children) {
      if (child.isGroup) {
        layoutLevel(child.id);
        sizes.set(child.id, sizeAround(byParent.get(child.id) ?? [], positions, sizes, child.size));
      }
    }
    if (children.length === 0) return;
    const graph = new dagre.graphlib.Graph();
    const { ranker, customOrder } = layoutEffortFor(children.length);
    // dagre takes a ranker function as well as a name; its types name only the string.
    graph.setGraph({ ...FLOW_CHART_LAYOUT, ranker: ranker as string, marginx: 0, marginy: 0 });
    graph.setDefaultEdgeLabel(() => ({}));
    for (const child of children) graph.setNode(child.id, { ...(sizes.get(child.id) ?? child.size) });
    for (const link of links) {
      const from = representativeAt(link.from, parentId, parents);
      const to = representativeAt(link.to, parentId, parents);
      if (from !== undefined && to !== undefined && from !== to) graph.setEdge(from, to);
    }
    dagre.layout(graph, customOrder === undefined ? {} : { customOrder });
    const offset = parentId === undefined ? { x: 0, y: 0 } : { x: GROUP_PADDING, y: GROUP_HEADER };
    for (const child of children) {
      const { x, y, width, height } = graph.node(child.id) as Box;
      positions.set(child.id, { x: offset.x + x - width / 2, y: offset.y + y - height / 2 });
    }
  };

  layoutLevel(undefined);
  return { positions, groupSizes: sizes, boxes: boxesOf(nodes, positions, sizes) };
}

/** The author's own coordinates, kept as given (nodes without any at 0, 0); groups still fit what they hold. */
export function placeAsGiven(nodes: readonly LayoutNode[]): Placement {
  const byParent = childrenByParent(nodes);
  const positions = new Map(nodes.map((node) => [node.id, node.position ?? { x: 0, y: 0 }]));
  const sizes = new Map<string, Size>();
  // Children after their parents: walking the list backwards sizes every group after the groups inside it.
  for (const node of [...nodes].reverse()) {
    if (node.isGroup) sizes.set(node.id, sizeAround(byParent.get(node.id) ?? [], positions, sizes, node.size));
  }
  return { positions, groupSizes: sizes, boxes: boxesOf(nodes, positions, sizes) };
}

const CACHED_PLACEMENTS = 16;
const placements = new Map<string, Placement>();

/**
 * The placement of a chart of this structure and these node sizes, computed once: a chart shown again (a frame
 * visited again, a pane mounted afresh) is placed without running dagre again. The last few are kept.
 */
export function cachedPlacement(layoutKey: string, nodes: readonly LayoutNode[], place: () => Placement): Placement {
  const key = `${layoutKey}|${nodes.map(({ id, size }) => `${id}:${size.width}x${size.height}`).join(",")}`;
  const known = placements.get(key);
  if (known !== undefined) {
    placements.delete(key);
    placements.set(key, known);
    return known;
  }
  const placement = place();
  placements.set(key, placement);
  if (placements.size > CACHED_PLACEMENTS) placements.delete(placements.keys().next().value as string);
  return placement;
}
