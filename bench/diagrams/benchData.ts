/**
 * The diagrams the diagram bench draws, the same for a component's page and its plain page: generated from a
 * fixed seed, so every run draws the same figures.
 */

/** A small deterministic generator (a linear congruential one): the same sequence on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

export type BenchVdtNode = {
  id: string;
  title: string;
  class?: "positive" | "negative" | "warning";
  fields: { name: string; value: string }[];
  progressBarValue: number;
  nodes: BenchVdtNode[];
};

const VDT_CLASSES = ["positive", "negative", "warning", undefined] as const;

/** A value-driver tree of `count` nodes, every node with ten drivers until the count is reached (breadth first). */
export function vdtTree(count: number): BenchVdtNode {
  const random = seeded(7);
  const make = (index: number): BenchVdtNode => {
    const target = Math.round(1000 + random() * 9000);
    const actual = Math.round(target * (0.8 + random() * 0.4));
    const nodeClass = VDT_CLASSES[index % VDT_CLASSES.length];
    return {
      id: `n${index}`,
      title: index === 0 ? "Tonnes per day" : `Driver ${index}`,
      ...(nodeClass === undefined ? {} : { class: nodeClass }),
      fields: [
        { name: "Plan", value: String(target) },
        { name: "Actual", value: String(actual) },
        { name: "Delta", value: String(actual - target) },
      ],
      progressBarValue: Math.min(1, actual / target),
      nodes: [],
    };
  };
  const root = make(0);
  const queue = [root];
  let made = 1;
  for (let parent = queue.shift(); parent !== undefined && made < count; parent = queue.shift()) {
    for (let child = 0; child < 10 && made < count; child += 1) {
      const node = make(made);
      made += 1;
      parent.nodes.push(node);
      queue.push(node);
    }
  }
  return root;
}

export type BenchFlowGraph = {
  nodes: { id: string; label: string }[];
  links: { from: string; to: string }[];
};

/**
 * A flow of `nodeCount` nodes in stages of fifteen and `linkCount` links: every node after the first stage comes
 * from one of the stage before, and the other links join a node to one of the next two stages.
 */
export function flowGraph(nodeCount: number, linkCount: number): BenchFlowGraph {
  const random = seeded(11);
  const STAGE = 15;
  const nodes = Array.from({ length: nodeCount }, (_, index) => ({ id: `s${index}`, label: `Stage ${index}` }));
  const links: BenchFlowGraph["links"] = [];
  const seen = new Set<string>();
  const add = (from: number, to: number) => {
    const key = `${from}>${to}`;
    if (to >= nodeCount || seen.has(key)) return;
    seen.add(key);
    links.push({ from: `s${from}`, to: `s${to}` });
  };
  const inStage = (stage: number) => stage * STAGE + Math.floor(random() * STAGE);
  for (let index = STAGE; index < nodeCount; index += 1) add(inStage(Math.floor(index / STAGE) - 1), index);
  while (links.length < linkCount) {
    const from = Math.floor(random() * (nodeCount - STAGE));
    add(from, inStage(Math.floor(from / STAGE) + 1 + Math.floor(random() * 2)));
  }
  return { nodes, links };
}

export type BenchGanttItem = {
  id: number;
  name: string;
  start: string;
  end: string;
  type: "project" | "task";
  parent?: number;
};

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * DAY_MS).toISOString().slice(0, 10);

/** A plan of `count` items: projects of twenty items each, the project first and its tasks one after another. */
export function ganttItems(count: number): BenchGanttItem[] {
  const random = seeded(13);
  const items: BenchGanttItem[] = [];
  let project = 0;
  let cursor = 0;
  for (let id = 1; id <= count; id += 1) {
    if ((id - 1) % 20 === 0) {
      project = id;
      cursor = Math.floor(random() * 300);
      items.push({
        id,
        name: `Overhaul ${Math.ceil(id / 20)}`,
        start: day(cursor),
        end: day(cursor + 60),
        type: "project",
      });
      continue;
    }
    const length = 1 + Math.floor(random() * 6);
    items.push({
      id,
      name: `Task ${id}`,
      start: day(cursor),
      end: day(cursor + length),
      type: "task",
      parent: project,
    });
    cursor += Math.floor(length / 2);
  }
  return items;
}
