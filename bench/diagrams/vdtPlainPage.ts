import { frameDeltas, hostElement, nextPaint } from "../support/pageTiming";
import { type BenchVdtNode, vdtTree } from "./benchData";
import { zoomDelta } from "./pageHarness";

/**
 * The plain page beside the value-driver tree: the same 1,000 nodes as absolutely positioned divs and the links as
 * one SVG, left to right with the tree's node size and spacing, zoomed by a CSS transform on their layer.
 */
const NODE = { width: 200, height: 85, sibling: 20, parent: 100 };
const VIEW = { width: 1360, height: 800 };
const ZOOM_DELTA_PX = 20;
const root = vdtTree(1000);

type Placed = { node: BenchVdtNode; x: number; y: number };

/** Leaves one below another, each parent centred on its children. */
function place(): { placed: Placed[]; links: string[]; width: number; height: number } {
  const placed: Placed[] = [];
  const links: string[] = [];
  let nextLeafY = 0;
  let width = 0;
  const visit = (node: BenchVdtNode, depth: number): number => {
    const x = depth * (NODE.width + NODE.parent);
    width = Math.max(width, x + NODE.width);
    let y: number;
    if (node.nodes.length === 0) {
      y = nextLeafY;
      nextLeafY += NODE.height + NODE.sibling;
    } else {
      const childYs = node.nodes.map((child) => visit(child, depth + 1));
      y = ((childYs[0] ?? 0) + (childYs[childYs.length - 1] ?? 0)) / 2;
      const fromX = x + NODE.width;
      const toX = fromX + NODE.parent;
      for (const childY of childYs) {
        const midX = fromX + NODE.parent / 2;
        links.push(
          `M${fromX},${y + NODE.height / 2}C${midX},${y + NODE.height / 2} ${midX},${childY + NODE.height / 2} ${toX},${childY + NODE.height / 2}`,
        );
      }
    }
    placed.push({ node, x, y });
    return y;
  };
  visit(root, 0);
  return { placed, links, width, height: nextLeafY };
}

let zoom = { k: 1, x: 0, y: 0 };

window.diagramBench = {
  async draw() {
    const started = performance.now();
    const { placed, links, width, height } = place();
    const viewport = document.createElement("div");
    viewport.style.cssText = `position:relative;overflow:hidden;width:${VIEW.width}px;height:${VIEW.height}px;border:1px solid #ccc`;
    const layer = document.createElement("div");
    layer.id = "layer";
    layer.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px;transform-origin:0 0`;
    for (const { node, x, y } of placed) {
      const card = document.createElement("div");
      card.style.cssText = `position:absolute;left:${x}px;top:${y}px;width:${NODE.width}px;height:${NODE.height}px;box-sizing:border-box;border:1px solid #90a4ae;border-radius:4px;background:#fff;padding:8px;font:14px sans-serif`;
      card.textContent = node.title;
      layer.appendChild(card);
    }
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(height));
    svg.style.cssText = "position:absolute;left:0;top:0;pointer-events:none";
    for (const d of links) {
      const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
      path.setAttribute("d", d);
      path.setAttribute("fill", "none");
      path.setAttribute("stroke", "#90a4ae");
      svg.appendChild(path);
    }
    layer.appendChild(svg);
    viewport.appendChild(layer);
    hostElement().appendChild(viewport);
    // Fitted as the tree fits itself: 95 % of the view, zoom between 0.1 and 1.
    const k = Math.max(0.1, Math.min(1, Math.min(VIEW.width / width, VIEW.height / height) * 0.95));
    zoom = { k, x: (VIEW.width - width * k) / 2, y: (VIEW.height - height * k) / 2 };
    layer.style.transform = `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.k})`;
    return (await nextPaint()) - started;
  },
  move(frames) {
    const layer = document.getElementById("layer");
    if (layer === null) throw new Error("Nothing to zoom.");
    const centre = { x: VIEW.width / 2, y: VIEW.height / 2 };
    return frameDeltas(frames, (frame) => {
      const k = Math.min(8, Math.max(0.1, zoom.k * Math.exp(-zoomDelta(frame, frames, ZOOM_DELTA_PX) * 0.002)));
      const scale = k / zoom.k;
      zoom = { k, x: centre.x - (centre.x - zoom.x) * scale, y: centre.y - (centre.y - zoom.y) * scale };
      layer.style.transform = `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.k})`;
    });
  },
};
