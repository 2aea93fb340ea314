import type { graphlib } from "@dagrejs/dagre";

type Graph = graphlib.Graph;
type RankedLabel = { rank?: number; order?: number };

/**
 * dagre's tight-tree ranking (its `tight-tree` ranker: a longest-path ranking, then a spanning tree of tight links
 * grown by shifting it towards the nearest node outside), on arrays instead of dagre's graph calls. dagre's own
 * rebuilds a tree graph and scans every link through string-keyed lookups for each node the tree takes in: for a
 * level of 300 nodes that was most of the layout's first run. Same steps in the same order, so the same ranks.
 */
export function rankWithTightTree(graph: Graph): void {
  const ids = graph.nodes();
  if (ids.length === 0) return;
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const links: Links = { from: [], to: [], minlen: [] };
  const inLinks: number[][] = ids.map(() => []);
  const outLinks: number[][] = ids.map(() => []);
  for (const edge of graph.edges()) {
    const link = links.from.length;
    const source = indexOf.get(edge.v) as number;
    const target = indexOf.get(edge.w) as number;
    links.from.push(source);
    links.to.push(target);
    links.minlen.push((graph.edge(edge) as { minlen?: number }).minlen ?? 1);
    outLinks[source]?.push(link);
    inLinks[target]?.push(link);
  }
  const rank = new Array<number>(ids.length).fill(0);
  rankByLongestPath(
    graph.sources().map((id) => indexOf.get(id) as number),
    links,
    outLinks,
    rank,
  );
  // A node's links in dagre's order: the links into it, then the links out of it.
  tightenTree(
    links,
    ids.map((_, node) => [...(inLinks[node] ?? []), ...(outLinks[node] ?? [])]),
    rank,
  );
  ids.forEach((id, index) => {
    (graph.node(id) as RankedLabel).rank = rank[index];
  });
}

type Links = { from: number[]; to: number[]; minlen: number[] };

/** Every node as far left as its links allow, ranks counted down from 0 at the sinks (dagre's `longestPath`). */
function rankByLongestPath(sources: readonly number[], links: Links, outLinks: readonly number[][], rank: number[]) {
  const visited = new Array<boolean>(rank.length).fill(false);
  const visit = (node: number): number => {
    if (visited[node]) return rank[node] as number;
    visited[node] = true;
    let lowest = Number.POSITIVE_INFINITY;
    for (const link of outLinks[node] ?? []) {
      lowest = Math.min(lowest, visit(links.to[link] as number) - (links.minlen[link] as number));
    }
    rank[node] = lowest === Number.POSITIVE_INFINITY ? 0 : lowest;
    return rank[node] as number;
  };
  for (const source of sources) visit(source);
}

/**
 * Grows a tree of tight links (slack 0) from the first node; while nodes are left out, shifts the tree by the
 * smallest slack of a link leaving it, which makes that link tight (dagre's `feasibleTree`).
 */
function tightenTree({ from, to, minlen }: Links, linksOf: readonly number[][], rank: number[]): void {
  const count = rank.length;
  const inTree = new Array<boolean>(count).fill(false);
  const members: number[] = [0];
  inTree[0] = true;
  const slack = (link: number) =>
    (rank[to[link] as number] as number) - (rank[from[link] as number] as number) - (minlen[link] as number);
  const grow = (node: number) => {
    for (const link of linksOf[node] ?? []) {
      const other = from[link] === node ? (to[link] as number) : (from[link] as number);
      if (!inTree[other] && slack(link) === 0) {
        inTree[other] = true;
        members.push(other);
        grow(other);
      }
    }
  };
  for (;;) {
    for (let index = 0; index < members.length; index += 1) grow(members[index] as number);
    if (members.length >= count) return;
    let best = -1;
    let bestSlack = Number.POSITIVE_INFINITY;
    for (let link = 0; link < from.length; link += 1) {
      if (inTree[from[link] as number] === inTree[to[link] as number]) continue;
      const linkSlack = slack(link);
      if (linkSlack < bestSlack) {
        bestSlack = linkSlack;
        best = link;
      }
    }
    if (best < 0) return;
    const delta = inTree[from[best] as number] ? bestSlack : -bestSlack;
    for (const member of members) rank[member] = (rank[member] as number) + delta;
  }
}

/**
 * dagre's first order of each rank (its `initOrder`: a depth-first walk from the nodes in rank order), without the
 * layer graphs dagre builds for its ordering sweeps even when they are turned off.
 */
export function keepFirstOrder(graph: Graph): void {
  const simple = graph.nodes().filter((id) => (graph.children(id) ?? []).length === 0);
  const rankOf = (id: string) => (graph.node(id) as RankedLabel).rank ?? 0;
  const layers: string[][] = [];
  const visited = new Set<string>();
  const visit = (id: string) => {
    if (visited.has(id)) return;
    visited.add(id);
    const rank = rankOf(id);
    const layer = layers[rank] ?? [];
    layers[rank] = layer;
    layer.push(id);
    for (const next of graph.successors(id) ?? []) visit(next);
  };
  for (const id of [...simple].sort((a, b) => rankOf(a) - rankOf(b))) visit(id);
  for (const layer of layers) {
    layer?.forEach((id, order) => {
      (graph.node(id) as RankedLabel).order = order;
    });
  }
}
