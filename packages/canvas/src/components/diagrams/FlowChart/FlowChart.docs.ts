import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { flowChartLinkTypes, flowChartNodeTypes } from "./flowChartSchema";

const haulCycle = [
  { id: "load", label: "Load", type: "chevron", fillPercentage: 85, tonnes: 212, minutes: 4.2 },
  { id: "haul", label: "Haul", type: "rounded-rectangle", fillPercentage: 85, tonnes: 212, minutes: 11.8 },
  { id: "dump", label: "Dump", type: "triangle", fillPercentage: 40, tonnes: 96, minutes: 1.6 },
  { id: "return", label: "Return", type: "rounded-rectangle", fillPercentage: 0, tonnes: 0, minutes: 8.3 },
];

/** What authors read about FlowChart in the gallery: its description, attribute table and live examples. */
export const flowChartDocs = defineComponentDocs({
  name: "FlowChart",
  description:
    "Nodes joined by links, laid out left to right (node, edge and rank separation 32 px). The chart waits until " +
    "every node has its size, places the nodes, fits them to the view and only then shows; nodes that carry x and y " +
    "are not laid out but kept where they are. Nodes take a shape (chevron, diamond, group, multi-triangle, " +
    "rectangle, rounded-rectangle, triangle), may show a fill level, and a group holds the nodes of its children. " +
    "Drag to pan, scroll to zoom (0.1 to 10); nodes can be moved, and their links re-route 100 ms after a move. " +
    "A click (or Enter) on a node selects it.",
  attributes: [
    {
      name: "nodes",
      type: "{ id, type?, label?, content?, template?, fillPercentage?, className?, hidden?, links?, children?, x?, y? }[]",
      description:
        "The nodes. type is the shape (default rectangle); label is bold text; content text or HTML (sanitised); " +
        "template '(node) => <…/>' renders the node's body from the node itself, extra fields included; " +
        "fillPercentage (0–100) fills the shape from the bottom; className adds a class for the frame CSS, which " +
        "can set --sf-flow-node-fill, --sf-flow-node-stroke and --sf-flow-node-level; hidden leaves the node, its " +
        "children and its links out; links are the node's own links (from defaults to the node); children are the " +
        "nodes inside a node of type group; x and y (both, relative to the group for children) place the node by hand.",
      options: flowChartNodeTypes,
    },
    {
      name: "links",
      type: "{ from, to, type?, label?, content?, template?, color?, width?, style?, animated?, markerStart?, markerEnd?, positionStart?, positionEnd?, excludeFromLayout? }[]",
      description:
        "Links between nodes, by id. type is how the line runs (default bezier); label, content and template " +
        "(called with the link) sit at its middle; color is a palette name or CSS colour; width in pixels (default 4); " +
        "style adds CSS to the line (e.g. { strokeDasharray: '6 4' }); animated runs dashes along it; markerStart " +
        "and markerEnd are arrow or arrowclosed; positionStart and positionEnd (top, right, bottom, left) fix the " +
        "sides it leaves and enters by, otherwise they follow where its ends are; excludeFromLayout draws the link " +
        "without letting it move nodes (for a cycle's way back).",
      options: flowChartLinkTypes,
    },
    { name: "height", type: "number", description: "Height of the chart in pixels (default 400)." },
    {
      name: "selectedParameter",
      type: "string",
      description: "Parameter holding the id of the selected node; setting it elsewhere changes the selection.",
    },
    {
      name: "onNodeClick",
      type: "(node, api) => void",
      description: "Called when a node is clicked or chosen with Enter, with the node as written and the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A haul cycle with truck fill levels",
      template:
        '<FlowChart height={300} selectedParameter="step"\n' +
        "  nodes={frame.cycle.map((step) => ({ ...step,\n" +
        "    template: (node) => <span>{fmt.number(node.tonnes, 0)} t · {fmt.number(node.minutes, 1)} min</span> }))}\n" +
        "  links={[\n" +
        '    { from: "load", to: "haul", markerEnd: "arrowclosed", color: "blue" },\n' +
        '    { from: "haul", to: "dump", markerEnd: "arrowclosed", color: "blue", animated: true },\n' +
        '    { from: "dump", to: "return", markerEnd: "arrowclosed" },\n' +
        '    { from: "return", to: "load", markerEnd: "arrowclosed", type: "smoothstep", excludeFromLayout: true },\n' +
        "  ]}\n" +
        '  onNodeClick={(node, api) => api.setParameter("stepName", node.label)} />\n' +
        '<p>Selected step: {params.stepName ?? "none"}</p>',
      frame: { cycle: haulCycle },
      parameters: { step: null, stepName: null },
    },
    {
      title: "A group of nodes inside a pit",
      template:
        "<FlowChart height={320} nodes={[\n" +
        '  { id: "pit", type: "group", label: "North pit", children: [\n' +
        '    { id: "sh1", label: "Shovel SH-1", links: [{ to: "ramp" }] },\n' +
        '    { id: "sh2", label: "Shovel SH-2", links: [{ to: "ramp" }] },\n' +
        '    { id: "ramp", label: "Ramp", type: "diamond" },\n' +
        "  ] },\n" +
        '  { id: "crusher", label: "Crusher", type: "multi-triangle", fillPercentage: 60,\n' +
        '    content: "Feed <b>60%</b>" },\n' +
        ']} links={[{ from: "ramp", to: "crusher", label: "2.4 km", markerEnd: "arrow", type: "step" }]} />',
    },
    {
      title: "Nodes placed by hand",
      template:
        "<FlowChart height={260} nodes={[\n" +
        '  { id: "a", label: "Stockpile A", type: "triangle", x: 0, y: 0, fillPercentage: 70 },\n' +
        '  { id: "b", label: "Stockpile B", type: "triangle", x: 0, y: 140, fillPercentage: 25 },\n' +
        '  { id: "port", label: "Port", type: "rectangle", x: 320, y: 70 },\n' +
        "]} links={[\n" +
        '  { from: "a", to: "port", type: "straight", markerEnd: "arrowclosed", color: "green" },\n' +
        '  { from: "b", to: "port", type: "straight", markerEnd: "arrowclosed", color: "orange",\n' +
        '    style: { strokeDasharray: "8 4" }, width: 2 },\n' +
        "]} />",
    },
  ] satisfies ComponentExample[],
});
