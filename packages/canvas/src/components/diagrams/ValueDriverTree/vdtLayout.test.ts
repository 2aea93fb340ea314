import { describe, expect, it } from "vitest";
import { type VdtNodeData, vdtNodeSchema } from "../VdtNode/vdtNodeSchema";
import { layoutVdt } from "./vdtLayout";

const tree = (input: unknown): VdtNodeData => vdtNodeSchema.parse(input);
const nothingCollapsed = () => false;

const family = tree({
  id: "root",
  nodes: [
    { id: "a", nodes: [{ id: "a1" }] },
    { id: "b", nodes: [{ id: "b1" }] },
  ],
});

function corners(layout: ReturnType<typeof layoutVdt>) {
  return Object.fromEntries(layout.nodes.map((placed) => [placed.key, [placed.left, placed.top]]));
}

describe("the left-to-right layout (200 × 85 nodes, siblings 20 px apart, levels 100 px apart)", () => {
  const layout = layoutVdt(tree({ id: "root", nodes: [{ id: "a" }, { id: "b" }] }), nothingCollapsed, "left-to-right");

  it("puts the root at the left, centred on its children, and each level one card plus 100 px further", () => {
    expect(corners(layout)).toEqual({ root: [0, 52.5], a: [300, 0], b: [300, 105] });
  });

  it("measures the drawing from its top-left card to its bottom-right one", () => {
    expect([layout.width, layout.height]).toEqual([500, 190]);
    expect([layout.nodeWidth, layout.nodeHeight]).toEqual([200, 85]);
  });

  it("links a parent's right edge to each child's left edge, mid-card", () => {
    expect(layout.links.map((link) => [link.key, link.path])).toEqual([
      ["a", "M200,95C250,95 250,42.5 300,42.5"],
      ["b", "M200,95C250,95 250,147.5 300,147.5"],
    ]);
  });

  it("gives each link the rectangle around its two cards, for drawing only the links near the view", () => {
    expect(layout.links.map((link) => link.bounds)).toEqual([
      { left: 0, top: 0, right: 500, bottom: 137.5 },
      { left: 0, top: 52.5, right: 500, bottom: 190 },
    ]);
  });

  it("keeps neighbours of different parents 0.2 of a sibling distance further apart than siblings", () => {
    const placed = corners(layoutVdt(family, nothingCollapsed, "left-to-right"));
    expect((placed.b1?.[1] ?? 0) - (placed.a1?.[1] ?? 0)).toBeCloseTo(105 * 1.2);
  });
});

describe("the top-down layout (200 × 120 nodes, 40 px between siblings and levels)", () => {
  it("puts the root on top and the children one card plus 40 px below, 240 px apart", () => {
    const layout = layoutVdt(tree({ id: "root", nodes: [{ id: "a" }, { id: "b" }] }), nothingCollapsed, "top-down");
    expect(corners(layout)).toEqual({ root: [120, 0], a: [0, 160], b: [240, 160] });
    expect([layout.width, layout.height]).toEqual([440, 280]);
    expect(layout.links[0]?.path).toBe("M220,120C220,140 100,140 100,160");
  });
});

describe("collapsed nodes", () => {
  it("leave their children out and are marked collapsed; leaves never are", () => {
    const layout = layoutVdt(family, (node) => node.id === "a", "left-to-right");
    expect(layout.nodes.map((placed) => placed.key).sort()).toEqual(["a", "b", "b1", "root"]);
    expect(layout.nodes.filter((placed) => placed.collapsed).map((placed) => placed.key)).toEqual(["a"]);
    expect(layout.links.map((link) => link.key).sort()).toEqual(["a", "b", "b1"]);
  });

  it("a collapsed root is the whole drawing", () => {
    const layout = layoutVdt(family, () => true, "left-to-right");
    expect(corners(layout)).toEqual({ root: [0, 0] });
    expect([layout.width, layout.height]).toEqual([200, 85]);
  });
});

describe("a large tree", () => {
  it("lays out a thousand nodes without overlapping cards", () => {
    const children = (prefix: string, count: number, depth: number): unknown[] =>
      Array.from({ length: count }, (_, index) => ({
        id: `${prefix}${index}`,
        nodes: depth === 0 ? [] : children(`${prefix}${index}.`, count, depth - 1),
      }));
    const layout = layoutVdt(tree({ id: "root", nodes: children("n", 10, 2) }), nothingCollapsed, "left-to-right");
    expect(layout.nodes).toHaveLength(1111);
    const byColumn = new Map<number, number[]>();
    for (const placed of layout.nodes) byColumn.set(placed.left, [...(byColumn.get(placed.left) ?? []), placed.top]);
    for (const tops of byColumn.values()) {
      const sorted = [...tops].sort((a, b) => a - b);
      for (let index = 1; index < sorted.length; index += 1) {
        expect((sorted[index] ?? 0) - (sorted[index - 1] ?? 0)).toBeGreaterThanOrEqual(85 + 20 - 1e-9);
      }
    }
  });
});
