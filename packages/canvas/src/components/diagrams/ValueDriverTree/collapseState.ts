import type { VdtNodeData } from "../VdtNode/vdtNodeSchema";

/** Which nodes are collapsed, by node id: the form the collapse state takes in a parameter. */
export type CollapseMap = Readonly<Record<string, boolean>>;

const emptyCollapseMap: CollapseMap = Object.freeze({});

/** The collapse map a parameter holds; anything that is not an object of booleans counts as no state yet. */
export function readCollapseMap(value: unknown): CollapseMap {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return emptyCollapseMap;
  const entries = Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean");
  return entries.length === 0 ? emptyCollapseMap : Object.fromEntries(entries);
}

/** The map's word for the node when it has one, else the node's own `collapsed` flag. */
export function isCollapsed(node: VdtNodeData, map: CollapseMap): boolean {
  return map[String(node.id)] ?? node.collapsed;
}

/** The map after one node is expanded (collapsed false) or collapsed. */
export function withNodeToggled(map: CollapseMap, node: VdtNodeData): CollapseMap {
  return { ...map, [String(node.id)]: !isCollapsed(node, map) };
}

/** Every node with children, collapsed or expanded: the map "Collapse all" or "Expand all" writes. */
export function everyNodeCollapsed(root: VdtNodeData, collapsed: boolean): CollapseMap {
  const map: Record<string, boolean> = {};
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.nodes.length === 0) continue;
    map[String(node.id)] = collapsed;
    pending.push(...node.nodes);
  }
  return map;
}
