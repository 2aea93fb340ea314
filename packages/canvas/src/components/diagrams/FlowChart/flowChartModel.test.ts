import { describe, expect, it } from "vitest";
import { palette } from "../../shared/palette";
import { flowChartPropsSchema } from "./FlowChart.meta";
import { layoutFlowChart } from "./flowChartLayout";
import {
  layoutLinksOf,
  layoutNodesOf,
  linkColor,
  placedNodes,
  routeSides,
  toFlowChartElements,
  toFlowEdges,
} from "./flowChartModel";

const elementsOf = (input: Record<string, unknown>) => toFlowChartElements(flowChartPropsSchema.parse(input));

const haulCycle = {
  nodes: [
    {
      id: "load",
      label: "Load",
      type: "chevron",
      fillPercentage: 80,
      links: [{ to: "haul", markerEnd: "arrowclosed" }],
    },
    { id: "haul", label: "Haul", links: [{ to: "dump" }] },
    { id: "dump", label: "Dump", type: "triangle" },
  ],
  links: [{ from: "dump", to: "load", excludeFromLayout: true, type: "smoothstep", color: "orange", width: 2 }],
};

describe("toFlowChartElements", () => {
  it("maps each node to a React Flow node of the chart's one node type, named for assistive technology", () => {
    const { nodes, nodesById } = elementsOf(haulCycle);
    expect(nodes.map((node) => node.id)).toEqual(["load", "haul", "dump"]);
    expect(nodes[0]).toMatchObject({
      type: "flowNode",
      position: { x: 0, y: 0 },
      hidden: false,
      connectable: false,
      ariaLabel: "Load, 80% full",
    });
    expect(nodesById.get("haul")?.type).toBe("rectangle");
  });

  it("joins the chart's links and the nodes' own links, a node's own starting at that node", () => {
    const { links } = elementsOf(haulCycle);
    expect(links.map(({ from, to }) => `${from}→${to}`)).toEqual(["dump→load", "load→haul", "haul→dump"]);
    expect(links[1]?.link).toMatchObject({ from: "load", to: "haul", width: 4, type: "bezier" });
  });

  it("nests a group's children under it, parents first, kept inside it", () => {
    const { nodes } = elementsOf({
      nodes: [{ id: "pit", type: "group", label: "North pit", children: [{ id: 7, label: "Shovel 7" }] }],
    });
    expect(nodes.map((node) => [node.id, node.parentId, node.extent])).toEqual([
      ["pit", undefined, undefined],
      ["7", "pit", "parent"],
    ]);
  });

  it("hides a hidden group's children too, and the links that touch hidden nodes", () => {
    const elements = elementsOf({
      nodes: [{ id: "a" }, { id: "yard", type: "group", hidden: true, children: [{ id: "b" }] }],
      links: [{ from: "a", to: "b" }],
    });
    expect([...elements.hiddenIds]).toEqual(["yard", "b"]);
    expect(toFlowEdges(elements, null)[0]?.hidden).toBe(true);
    expect(layoutLinksOf(elements)).toEqual([]);
    expect(layoutNodesOf(elements, () => ({ width: 10, height: 10 })).map((node) => node.id)).toEqual(["a"]);
  });

  it("starts nodes with coordinates where the author put them, and says the chart is placed by its author", () => {
    const elements = elementsOf({ nodes: [{ id: "a", x: 40, y: 80 }, { id: "b" }] });
    expect(elements.placedByAuthor).toBe(true);
    expect(elements.nodes.map((node) => node.position)).toEqual([
      { x: 40, y: 80 },
      { x: 0, y: 0 },
    ]);
    expect(elementsOf(haulCycle).placedByAuthor).toBe(false);
  });

  it("keeps the layout key when only text and fill levels change, and changes it when the structure does", () => {
    const key = elementsOf(haulCycle).layoutKey;
    const refilled = {
      ...haulCycle,
      nodes: haulCycle.nodes.map((node) => ({ ...node, fillPercentage: 10, label: `${node.label}!`, content: "9 t" })),
    };
    expect(elementsOf(refilled).layoutKey).toBe(key);
    const extended = { ...haulCycle, nodes: [...haulCycle.nodes, { id: "return" }] };
    expect(elementsOf(extended).layoutKey).not.toBe(key);
  });
});

describe("the layout's input", () => {
  it("leaves out links excluded from the layout, so their ends stay where the other links put them", () => {
    const elements = elementsOf({
      nodes: [{ id: "truck" }, { id: "workshop" }],
      links: [{ from: "truck", to: "workshop", excludeFromLayout: true }],
    });
    expect(layoutLinksOf(elements)).toEqual([]);
    const { positions } = layoutFlowChart(
      layoutNodesOf(elements, () => ({ width: 100, height: 40 })),
      layoutLinksOf(elements),
    );
    expect(positions.get("truck")?.x).toBe(positions.get("workshop")?.x);
  });

  it("moves nodes where the placement puts them and gives groups their fitted size", () => {
    const { nodes } = elementsOf({ nodes: [{ id: "g", type: "group", children: [{ id: "c" }] }] });
    const placed = placedNodes(nodes, {
      positions: new Map([
        ["g", { x: 5, y: 6 }],
        ["c", { x: 16, y: 32 }],
      ]),
      groupSizes: new Map([["g", { width: 200, height: 100 }]]),
      boxes: new Map(),
    });
    expect(
      placed.map(({ id, position, width, height, measured }) => ({ id, position, width, height, measured })),
    ).toEqual([
      { id: "g", position: { x: 5, y: 6 }, width: 200, height: 100, measured: { width: 200, height: 100 } },
      { id: "c", position: { x: 16, y: 32 }, width: undefined, height: undefined, measured: undefined },
    ]);
  });
});

describe("routeSides", () => {
  const box = (x: number, y: number) => ({ x, y, width: 100, height: 40 });

  it("runs forward links from the right side to the left side", () => {
    expect(routeSides(box(0, 0), box(200, 50))).toEqual({ source: "right", target: "left" });
  });

  it("runs links to a node below or above vertically", () => {
    expect(routeSides(box(0, 0), box(50, 100))).toEqual({ source: "bottom", target: "top" });
    expect(routeSides(box(0, 100), box(50, 0))).toEqual({ source: "top", target: "bottom" });
  });

  it("runs a link back along the same row under the nodes, bottom to bottom", () => {
    expect(routeSides(box(400, 0), box(0, 10))).toEqual({ source: "bottom", target: "bottom" });
  });

  it("falls back to right to left before the nodes are placed", () => {
    expect(routeSides(undefined, box(0, 0))).toEqual({ source: "right", target: "left" });
  });
});

describe("toFlowEdges", () => {
  it("draws each link with its type, colour, width, markers and animation, attached to the routed sides", () => {
    const elements = elementsOf(haulCycle);
    const boxes = new Map([
      ["load", { x: 0, y: 0, width: 100, height: 40 }],
      ["haul", { x: 132, y: 0, width: 100, height: 40 }],
      ["dump", { x: 264, y: 0, width: 100, height: 40 }],
    ]);
    const [back, forward] = toFlowEdges(elements, boxes);
    expect(back).toMatchObject({
      type: "flowLink",
      source: "dump",
      target: "load",
      sourceHandle: "source-bottom",
      targetHandle: "target-bottom",
      animated: false,
      style: { stroke: palette.orange[500], strokeWidth: 2 },
    });
    expect(back?.markerEnd).toBeUndefined();
    expect(forward).toMatchObject({
      sourceHandle: "source-right",
      targetHandle: "target-left",
      style: { stroke: palette.grey[500], strokeWidth: 4 },
      markerEnd: { type: "arrowclosed", color: palette.grey[500], markerUnits: "userSpaceOnUse" },
    });
  });

  it("keeps the sides the author chose and adds the author's style", () => {
    const elements = elementsOf({
      nodes: [{ id: "a" }, { id: "b" }],
      links: [
        {
          from: "a",
          to: "b",
          positionStart: "top",
          positionEnd: "top",
          style: { strokeDasharray: "6 4" },
          animated: true,
        },
      ],
    });
    expect(toFlowEdges(elements, null)[0]).toMatchObject({
      sourceHandle: "source-top",
      targetHandle: "target-top",
      animated: true,
      style: { strokeDasharray: "6 4", strokeWidth: 4 },
    });
  });

  it("takes a palette name as its 500 shade and a CSS colour as written", () => {
    expect(linkColor("green")).toBe(palette.green[500]);
    expect(linkColor(" #123456 ")).toBe("#123456");
    expect(linkColor(undefined)).toBe(palette.grey[500]);
  });
});
