import dagre from "@dagrejs/dagre";
import { describe, expect, it } from "vitest";
import { keepFirstOrder, rankWithTightTree } from "./largeLevelLayout";

type Flow = { nodes: string[]; links: [string, string][] };

/**
 * A layered flow: stages of `stage` nodes, each node fed from one of the stage before, extra links jumping one or
 * two stages ahead, and `backLinks` links back to an earlier stage (cycles dagre has to break).
 */
function layeredFlow(count: number, stage: number, extra: number, backLinks: number): Flow {
  const nodes = Array.from({ length: count }, (_, index) => `n${index}`);
  const links: [string, string][] = [];
  for (let index = stage; index < count; index += 1)
    links.push([`n${index - stage + ((index * 7) % stage)}`, `n${index}`]);
  for (let index = 0; index < extra; index += 1) {
    const from = (index * 37) % (count - 2 * stage);
    links.push([`n${from}`, `n${from + stage + 1 + (index % stage)}`]);
  }
  for (let index = 0; index < backLinks; index += 1) links.push([`n${count - 1 - index * 11}`, `n${index * 5}`]);
  return { nodes, links };
}

/** Every node's centre and every link's route, laid out left to right with separations 32. */
function laidOut(flow: Flow, settings: { ranker: string; options: Parameters<typeof dagre.layout>[1] }) {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: "LR", nodesep: 32, edgesep: 32, ranksep: 32, ranker: settings.ranker });
  graph.setDefaultEdgeLabel(() => ({}));
  flow.nodes.forEach((id, index) => {
    graph.setNode(id, { width: 100 + (index % 5) * 10, height: 40 + (index % 3) * 8 });
  });
  for (const [from, to] of flow.links) graph.setEdge(from, to);
  dagre.layout(graph, settings.options);
  return {
    centres: graph.nodes().map((id) => [id, graph.node(id).x, graph.node(id).y]),
    routes: graph.edges().map((edge) => graph.edge(edge).points),
  };
}

const dagresOwn = { ranker: "tight-tree", options: { disableOptimalOrderHeuristic: true } };
const onArrays = { ranker: rankWithTightTree as unknown as string, options: { customOrder: keepFirstOrder } };

describe("the large level's layout on arrays", () => {
  it.each([
    ["a flow of 300 nodes and about 400 links", layeredFlow(300, 15, 110, 0)],
    ["a flow of 150 nodes with links back to earlier stages", layeredFlow(150, 10, 40, 6)],
    ["a chain", layeredFlow(120, 1, 0, 0)],
  ])("places %s exactly as dagre's tight-tree ranker and first order do", (_name, flow) => {
    const expected = laidOut(flow, dagresOwn);
    expect(expected.centres.length).toBe(flow.nodes.length);
    expect(laidOut(flow, onArrays)).toEqual(expected);
  });

  it("ranks every link at least its minimum length forwards", () => {
    const graph = new dagre.graphlib.Graph();
    graph.setGraph({});
    for (const id of ["a", "b", "c", "d"]) graph.setNode(id, {});
    graph.setEdge("a", "b", { minlen: 1 });
    graph.setEdge("b", "d", { minlen: 2 });
    graph.setEdge("a", "c", { minlen: 1 });
    graph.setEdge("c", "d", { minlen: 1 });
    rankWithTightTree(graph);
    const rank = (id: string) => graph.node(id).rank as number;
    expect(rank("b") - rank("a")).toBe(1);
    expect(rank("d") - rank("b")).toBe(2);
    expect(rank("c") - rank("a")).toBeGreaterThanOrEqual(1);
    expect(rank("d") - rank("c")).toBeGreaterThanOrEqual(1);
  });

  it("orders each rank in the order a depth-first walk from the first rank meets its nodes", () => {
    const graph = new dagre.graphlib.Graph();
    graph.setGraph({});
    const ranks: Record<string, number> = { a: 0, z: 0, b: 1, c: 1, d: 1 };
    for (const [id, rank] of Object.entries(ranks)) graph.setNode(id, { rank });
    graph.setEdge("a", "c");
    graph.setEdge("a", "b");
    graph.setEdge("z", "d");
    keepFirstOrder(graph);
    const order = (id: string) => graph.node(id).order;
    expect([order("a"), order("z")]).toEqual([0, 1]);
    expect([order("c"), order("b"), order("d")]).toEqual([0, 1, 2]);
  });
});
