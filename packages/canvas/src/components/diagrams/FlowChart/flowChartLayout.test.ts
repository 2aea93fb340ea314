import { describe, expect, it, vi } from "vitest";
import {
  cachedPlacement,
  GROUP_HEADER,
  GROUP_PADDING,
  type LayoutNode,
  layoutEffortFor,
  layoutFlowChart,
  layoutRetryDelayMs,
  placeAsGiven,
  TIDIEST_LAYOUT_MAX_NODES,
} from "./flowChartLayout";
import { keepFirstOrder, rankWithTightTree } from "./largeLevelLayout";

const node = (id: string, width = 100, height = 40, extra: Partial<LayoutNode> = {}): LayoutNode => ({
  id,
  isGroup: false,
  size: { width, height },
  ...extra,
});

describe("layoutRetryDelayMs", () => {
  it("waits 100 ms more with each attempt, up to 2 s", () => {
    expect([1, 2, 3, 10, 19, 20, 21, 100].map(layoutRetryDelayMs)).toEqual([
      100, 200, 300, 1000, 1900, 2000, 2000, 2000,
    ]);
  });
});

describe("layoutFlowChart", () => {
  it("places a chain of nodes left to right, 32 px apart", () => {
    const { positions } = layoutFlowChart(
      [node("load"), node("haul", 120), node("dump")],
      [
        { from: "load", to: "haul" },
        { from: "haul", to: "dump" },
      ],
    );
    const load = positions.get("load");
    const haul = positions.get("haul");
    const dump = positions.get("dump");
    expect(load?.x).toBe(0);
    expect(haul?.x).toBe(100 + 32);
    expect(dump?.x).toBe(100 + 32 + 120 + 32);
    expect(new Set([load?.y, haul?.y, dump?.y]).size).toBe(1);
  });

  it("stacks nodes of the same rank 32 px apart", () => {
    const { boxes } = layoutFlowChart(
      [node("shovel"), node("crusher", 100, 40), node("stockpile", 100, 60)],
      [
        { from: "shovel", to: "crusher" },
        { from: "shovel", to: "stockpile" },
      ],
    );
    const [upper, lower] = [boxes.get("crusher"), boxes.get("stockpile")].sort((a, b) => (a?.y ?? 0) - (b?.y ?? 0));
    expect(upper?.x).toBe(lower?.x);
    expect((lower?.y ?? 0) - ((upper?.y ?? 0) + (upper?.height ?? 0))).toBe(32);
  });

  it("lays out a group's nodes inside it, below its label, and sizes the group around them", () => {
    const { positions, groupSizes, boxes } = layoutFlowChart(
      [
        node("source"),
        node("pit", 160, 60, { isGroup: true }),
        node("bench-1", 100, 40, { parentId: "pit" }),
        node("bench-2", 100, 40, { parentId: "pit" }),
        node("plant"),
      ],
      [
        { from: "source", to: "bench-1" },
        { from: "bench-1", to: "bench-2" },
        { from: "bench-2", to: "plant" },
      ],
    );
    expect(positions.get("bench-1")).toEqual({ x: GROUP_PADDING, y: GROUP_HEADER });
    expect(positions.get("bench-2")).toEqual({ x: GROUP_PADDING + 100 + 32, y: GROUP_HEADER });
    expect(groupSizes.get("pit")).toEqual({
      width: GROUP_PADDING + 100 + 32 + 100 + GROUP_PADDING,
      height: GROUP_HEADER + 40 + GROUP_PADDING,
    });
    // The link into the group puts the group after the source, and the plant after the group.
    const pit = boxes.get("pit");
    expect(pit?.x).toBe(100 + 32);
    expect(boxes.get("plant")?.x).toBe((pit?.x ?? 0) + (pit?.width ?? 0) + 32);
    expect(boxes.get("bench-1")).toMatchObject({ x: (pit?.x ?? 0) + GROUP_PADDING, y: (pit?.y ?? 0) + GROUP_HEADER });
  });
});

describe("placeAsGiven", () => {
  it("keeps the author's coordinates and fits groups around what they hold", () => {
    const { positions, groupSizes, boxes } = placeAsGiven([
      node("a", 100, 40, { position: { x: 500, y: 20 } }),
      node("yard", 100, 60, { isGroup: true, position: { x: 10, y: 10 } }),
      node("b", 100, 40, { parentId: "yard", position: { x: 20, y: 40 } }),
      node("c"),
    ]);
    expect(positions.get("a")).toEqual({ x: 500, y: 20 });
    expect(positions.get("c")).toEqual({ x: 0, y: 0 });
    expect(groupSizes.get("yard")).toEqual({ width: 20 + 100 + GROUP_PADDING, height: 40 + 40 + GROUP_PADDING });
    expect(boxes.get("b")).toEqual({ x: 30, y: 50, width: 100, height: 40 });
  });
});

describe("the layout effort", () => {
  it("is network simplex with the ordering sweeps for up to 100 nodes on a level, a tight tree in first order for more", () => {
    expect(TIDIEST_LAYOUT_MAX_NODES).toBe(100);
    expect([1, 100].map(layoutEffortFor)).toEqual([{ ranker: "network-simplex" }, { ranker: "network-simplex" }]);
    expect([101, 300].map(layoutEffortFor)).toEqual([
      { ranker: rankWithTightTree, customOrder: keepFirstOrder },
      { ranker: rankWithTightTree, customOrder: keepFirstOrder },
    ]);
  });

  it("still places a level of more than 100 nodes left to right, 32 px apart", () => {
    const nodes = Array.from({ length: 150 }, (_, index) => node(`n${index}`));
    const links = nodes.slice(1).map((to, index) => ({ from: `n${Math.floor(index / 2)}`, to: to.id }));
    const { boxes } = layoutFlowChart(nodes, links);
    for (const { from, to } of links) {
      const [source, target] = [boxes.get(from), boxes.get(to)];
      expect((target?.x ?? 0) - ((source?.x ?? 0) + (source?.width ?? 0))).toBeGreaterThanOrEqual(32);
    }
  });
});

describe("cachedPlacement", () => {
  const nodes = [node("load"), node("haul")];
  const placement = () => layoutFlowChart(nodes, [{ from: "load", to: "haul" }]);

  it("places a chart of the same structure and node sizes once", () => {
    const place = vi.fn(placement);
    const first = cachedPlacement("haul-cycle", nodes, place);
    expect(cachedPlacement("haul-cycle", nodes, place)).toBe(first);
    expect(place).toHaveBeenCalledTimes(1);
  });

  it("places it again when a node's size or the structure differs", () => {
    const place = vi.fn(placement);
    cachedPlacement("sizes", nodes, place);
    cachedPlacement("sizes", [node("load", 140), node("haul")], place);
    cachedPlacement("other structure", nodes, place);
    expect(place).toHaveBeenCalledTimes(3);
  });
});
