import dagre from "@dagrejs/dagre";
import { hostElement, nextPaint } from "../support/pageTiming";
import { flowGraph } from "./benchData";

/**
 * The plain page beside the flow chart: the same 300 nodes as divs and 400 links as SVG lines, placed by dagre
 * directly (left to right, separations 32, as the chart lays out) or, with `#grid`, on a grid without a layout;
 * then fitted to the view with a CSS transform.
 */
const NODE = { width: 120, height: 48 };
const VIEW = { width: 1360, height: 800 };
const graph = flowGraph(300, 400);
const withLayout = location.hash !== "#grid";

type Point = { x: number; y: number };

function dagrePlaces(): { centres: Map<string, Point>; routes: Point[][] } {
  const layout = new dagre.graphlib.Graph();
  layout.setGraph({ rankdir: "LR", nodesep: 32, edgesep: 32, ranksep: 32 });
  layout.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) layout.setNode(node.id, { ...NODE });
  for (const link of graph.links) layout.setEdge(link.from, link.to);
  dagre.layout(layout);
  const centres = new Map(graph.nodes.map((node) => [node.id, layout.node(node.id) as Point]));
  const routes = layout.edges().map((edge) => layout.edge(edge).points ?? []);
  return { centres, routes };
}

function gridPlaces(): { centres: Map<string, Point>; routes: Point[][] } {
  const columns = 20;
  const centres = new Map(
    graph.nodes.map((node, index) => [
      node.id,
      {
        x: (index % columns) * (NODE.width + 32) + NODE.width / 2,
        y: Math.floor(index / columns) * 80 + NODE.height / 2,
      },
    ]),
  );
  const routes = graph.links.map((link) =>
    [centres.get(link.from), centres.get(link.to)].filter((point) => point !== undefined),
  );
  return { centres, routes };
}

window.diagramBench = {
  async draw() {
    const started = performance.now();
    const { centres, routes } = withLayout ? dagrePlaces() : gridPlaces();
    const points = [...centres.values()];
    const width = Math.max(...points.map((point) => point.x)) + NODE.width;
    const height = Math.max(...points.map((point) => point.y)) + NODE.height;
    const viewport = document.createElement("div");
    viewport.style.cssText = `position:relative;overflow:hidden;width:${VIEW.width}px;height:${VIEW.height}px;border:1px solid #ccc`;
    const layer = document.createElement("div");
    layer.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px;transform-origin:0 0`;
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(height));
    svg.style.cssText = "position:absolute;left:0;top:0";
    for (const route of routes) {
      const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
      line.setAttribute("points", route.map((point) => `${point.x},${point.y}`).join(" "));
      line.setAttribute("fill", "none");
      line.setAttribute("stroke", "#b1b1b7");
      line.setAttribute("stroke-width", "4");
      svg.appendChild(line);
    }
    layer.appendChild(svg);
    for (const node of graph.nodes) {
      const centre = centres.get(node.id) ?? { x: 0, y: 0 };
      const box = document.createElement("div");
      box.style.cssText = `position:absolute;left:${centre.x - NODE.width / 2}px;top:${centre.y - NODE.height / 2}px;width:${NODE.width}px;height:${NODE.height}px;box-sizing:border-box;border:1px solid #1a192b;border-radius:3px;background:#fff;display:flex;align-items:center;justify-content:center;font:12px sans-serif`;
      box.textContent = node.label;
      layer.appendChild(box);
    }
    viewport.appendChild(layer);
    hostElement().appendChild(viewport);
    const k = Math.min(1, Math.min(VIEW.width / width, VIEW.height / height));
    layer.style.transform = `translate(${(VIEW.width - width * k) / 2}px, ${(VIEW.height - height * k) / 2}px) scale(${k})`;
    return (await nextPaint()) - started;
  },
};
