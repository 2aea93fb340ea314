import { describe, expect, it } from "vitest";
import { vdtNodeSchema } from "../VdtNode/vdtNodeSchema";
import { everyNodeCollapsed, isCollapsed, readCollapseMap, withNodeToggled } from "./collapseState";

const root = vdtNodeSchema.parse({
  id: "tonnes",
  nodes: [{ id: "trucks" }, { id: 7, collapsed: true, nodes: [{ id: "queueing" }] }],
});
const utilisation = root.nodes[1] as (typeof root.nodes)[number];

describe("the collapse map", () => {
  it("is read from a parameter holding an id → collapsed object, ignoring anything else", () => {
    expect(readCollapseMap({ tonnes: true, trucks: "yes" })).toEqual({ tonnes: true });
    expect(readCollapseMap(null)).toEqual({});
    expect(readCollapseMap(["tonnes"])).toEqual({});
  });

  it("wins over a node's own collapsed flag, which counts while the map says nothing", () => {
    expect(isCollapsed(utilisation, {})).toBe(true);
    expect(isCollapsed(utilisation, { "7": false })).toBe(false);
    expect(isCollapsed(root, {})).toBe(false);
  });

  it("toggles one node by its id as text", () => {
    expect(withNodeToggled({ tonnes: false }, utilisation)).toEqual({ tonnes: false, "7": false });
    expect(withNodeToggled({}, root)).toEqual({ tonnes: true });
  });

  it("names every node with children for expand all and collapse all", () => {
    expect(everyNodeCollapsed(root, true)).toEqual({ tonnes: true, "7": true });
    expect(everyNodeCollapsed(root, false)).toEqual({ tonnes: false, "7": false });
  });
});
