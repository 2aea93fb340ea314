import type { Edge, EdgeMarker, Node } from "@xyflow/react";
import { isPaletteColorName, palette } from "../../shared/palette";
import type { FlowChartProps } from "./FlowChart.meta";
import type { Box, LayoutLink, LayoutNode, Placement } from "./flowChartLayout";
import { allNodes, type FlowChartLink, type FlowChartNode, type FlowChartSide } from "./flowChartSchema";

/** Links re-route this long after the last move of a node (canvas-components §9). */
export const REROUTE_DELAY_MS = 100;

/** A node on the React Flow pane. What it shows is looked up by id, so new data does not rebuild the pane. */
export type FlowNode = Node<Record<string, never>, "flowNode">;

/** A link with both ends known, as the author wrote it (a node's own link gets that node as `from`). */
type FlowLinkModel = {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly link: FlowChartLink;
};

type FlowEdgeData = { link: FlowChartLink };
export type FlowEdge = Edge<FlowEdgeData, "flowLink">;

/** What the component draws, read from its props. */
export type FlowChartElements = {
  readonly nodes: readonly FlowNode[];
  readonly nodesById: ReadonlyMap<string, FlowChartNode>;
  readonly links: readonly FlowLinkModel[];
  /** Nodes not shown: hidden themselves or inside a hidden group. */
  readonly hiddenIds: ReadonlySet<string>;
  /** True when any node has coordinates of its own: the chart is then not laid out. */
  readonly placedByAuthor: boolean;
  /**
   * Changes with the chart's structure: which nodes (shape, hidden, group, coordinates) and which links the layout
   * follows. Text, templates and fill levels are left out: live data updates them in place, without a new layout.
   */
  readonly layoutKey: string;
};

const hasPosition = (node: FlowChartNode): node is FlowChartNode & { x: number; y: number } =>
  typeof node.x === "number" && typeof node.y === "number";

/** The node's accessible name: its label, and how full it is when it shows a fill level. */
function ariaLabelOf(node: FlowChartNode): string {
  const name = node.label ?? String(node.id);
  return typeof node.fillPercentage === "number" ? `${name}, ${Math.round(node.fillPercentage)}% full` : name;
}

function flowNodesOf(
  nodes: readonly FlowChartNode[],
  parentId: string | undefined,
  parentHidden: boolean,
  hiddenIds: Set<string>,
): FlowNode[] {
  return nodes.flatMap((node) => {
    const id = String(node.id);
    const hidden = parentHidden || node.hidden;
    if (hidden) hiddenIds.add(id);
    const flowNode: FlowNode = {
      id,
      type: "flowNode",
      data: {},
      position: hasPosition(node) ? { x: node.x, y: node.y } : { x: 0, y: 0 },
      hidden,
      connectable: false,
      ariaLabel: ariaLabelOf(node),
      ...(parentId === undefined ? {} : { parentId, extent: "parent" as const }),
    };
    return [flowNode, ...flowNodesOf(node.children, id, hidden, hiddenIds)];
  });
}

function linksOf(props: Pick<FlowChartProps, "nodes" | "links">): FlowLinkModel[] {
  const written: FlowChartLink[] = [
    ...props.links,
    ...allNodes(props.nodes ?? []).flatMap((node) =>
      node.links.map((link) => ({ ...link, from: link.from ?? node.id })),
    ),
  ];
  return written.map((link, index) => ({ id: `link-${index}`, from: String(link.from), to: String(link.to), link }));
}

/** The nodes (parents before children, as React Flow needs them) and links of the chart's props. */
export function toFlowChartElements(props: Pick<FlowChartProps, "nodes" | "links">): FlowChartElements {
  const hiddenIds = new Set<string>();
  const nodes = flowNodesOf(props.nodes ?? [], undefined, false, hiddenIds);
  const written = allNodes(props.nodes ?? []);
  const links = linksOf(props);
  const layoutKey = JSON.stringify({
    nodes: written.map((node) => [
      node.id,
      node.type,
      node.hidden,
      node.x,
      node.y,
      node.children.map((child) => child.id),
    ]),
    links: links.map(({ from, to, link }) => [from, to, link.excludeFromLayout]),
  });
  return {
    nodes,
    nodesById: new Map(written.map((node) => [String(node.id), node])),
    links,
    hiddenIds,
    placedByAuthor: written.some(hasPosition),
    layoutKey,
  };
}

/** The shown nodes with their measured sizes, as the layout takes them. */
export function layoutNodesOf(
  elements: FlowChartElements,
  sizeOf: (id: string) => { width: number; height: number },
): LayoutNode[] {
  return elements.nodes
    .filter((node) => !elements.hiddenIds.has(node.id))
    .map((node) => ({
      id: node.id,
      parentId: node.parentId,
      isGroup: elements.nodesById.get(node.id)?.type === "group",
      size: sizeOf(node.id),
      position: hasPositionAt(elements.nodesById.get(node.id)),
    }));
}

const hasPositionAt = (node: FlowChartNode | undefined) =>
  node !== undefined && hasPosition(node) ? { x: node.x, y: node.y } : undefined;

/** The nodes moved where the placement puts them, each group sized to what it holds. */
export function placedNodes(nodes: readonly FlowNode[], placement: Placement): FlowNode[] {
  return nodes.map((node) => {
    const position = placement.positions.get(node.id);
    const size = placement.groupSizes.get(node.id);
    return {
      ...node,
      ...(position === undefined ? {} : { position }),
      // A group's size is known here: passing it as measured too keeps React Flow from keeping its children
      // inside the group's size from before the layout until it measures the group again.
      ...(size === undefined ? {} : { width: size.width, height: size.height, measured: { ...size } }),
    };
  });
}

/** The links the layout follows: shown at both ends and not excluded by the author. */
export function layoutLinksOf(elements: FlowChartElements): LayoutLink[] {
  return elements.links
    .filter(
      ({ from, to, link }) => !link.excludeFromLayout && !elements.hiddenIds.has(from) && !elements.hiddenIds.has(to),
    )
    .map(({ from, to }) => ({ from, to }));
}

/**
 * The sides a link leaves and enters by, from where its ends are: forwards (the target clear to the right) from
 * right to left; to a node clear below or above, vertically; back to a node clear to the left on the same row,
 * out of the bottom and in at the bottom, so it runs under the nodes between instead of through them.
 */
export function routeSides(
  from: Box | undefined,
  to: Box | undefined,
): { source: FlowChartSide; target: FlowChartSide } {
  if (from === undefined || to === undefined) return { source: "right", target: "left" };
  if (to.x >= from.x + from.width) return { source: "right", target: "left" };
  if (to.y >= from.y + from.height) return { source: "bottom", target: "top" };
  if (to.y + to.height <= from.y) return { source: "top", target: "bottom" };
  if (to.x + to.width <= from.x) return { source: "bottom", target: "bottom" };
  return to.x + to.width / 2 >= from.x + from.width / 2
    ? { source: "right", target: "left" }
    : { source: "left", target: "right" };
}

/** A link's colour: a palette name as its 500 shade, a CSS colour as it is, grey without one. */
export function linkColor(color: string | null | undefined): string {
  if (color === null || color === undefined) return palette.grey[500];
  const trimmed = color.trim();
  return isPaletteColorName(trimmed) ? palette[trimmed][500] : trimmed;
}

function marker(
  type: "arrow" | "arrowclosed" | null | undefined,
  color: string,
  width: number,
): EdgeMarker | undefined {
  if (type === null || type === undefined) return undefined;
  // Sized in pixels from the line's width: strokeWidth units would make arrows of a 4 px line 50 px long.
  const size = 10 + 2.5 * width;
  return { type, color, width: size, height: size, markerUnits: "userSpaceOnUse" };
}

/** The React Flow edges of the links, each attached to the sides its ends' boxes call for (or the author chose). */
export function toFlowEdges(elements: FlowChartElements, boxes: ReadonlyMap<string, Box> | null): FlowEdge[] {
  return elements.links.map(({ id, from, to, link }) => {
    const routed = routeSides(boxes?.get(from), boxes?.get(to));
    const color = linkColor(link.color);
    const markerStart = marker(link.markerStart, color, link.width);
    const markerEnd = marker(link.markerEnd, color, link.width);
    return {
      id,
      type: "flowLink",
      source: from,
      target: to,
      sourceHandle: `source-${link.positionStart ?? routed.source}`,
      targetHandle: `target-${link.positionEnd ?? routed.target}`,
      animated: link.animated,
      hidden: elements.hiddenIds.has(from) || elements.hiddenIds.has(to),
      selectable: false,
      focusable: false,
      style: { stroke: color, strokeWidth: link.width, ...link.style },
      ...(markerStart === undefined ? {} : { markerStart }),
      ...(markerEnd === undefined ? {} : { markerEnd }),
      data: { link },
    };
  });
}
