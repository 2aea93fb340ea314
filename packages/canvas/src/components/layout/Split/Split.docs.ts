import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { splitDirections } from "./Split.meta";

/** What authors read about Split in the gallery: its description, attribute table and live examples. */
export const splitDocs = defineComponentDocs({
  name: "Split",
  description:
    "Puts its children side by side (or one above the other) in panels the user resizes by dragging the handle " +
    "between them or with the arrow keys on it. Each direct child is one panel.",
  attributes: [
    {
      name: "direction",
      type: "string",
      description: "'horizontal' puts the panels side by side (default); 'vertical' stacks them.",
      options: splitDirections,
    },
    { name: "minSize", type: "number", description: "The smallest a panel can be made, in px (default 100)." },
    {
      name: "sizes",
      type: "number[]",
      description: "Starting sizes in percent, one per panel (e.g. [30, 70]); equal shares otherwise.",
    },
    {
      name: "parameter",
      type: "string",
      description: "A parameter that stores the panel sizes (percentages) and restores them.",
    },
    {
      name: "height",
      type: "number | string",
      description:
        "The height of the split, in px or any CSS length (default: 100% of its container, at least 240 px).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A map beside a table",
      template:
        '<Split sizes={[60, 40]} height={320} parameter="mapTableSizes">\n' +
        '  <div style={{ height: "100%", display: "grid", placeItems: "center", background: "#e3f2fd", color: "#0d47a1" }}>\n' +
        "    Map of {params.trucks.length} trucks\n" +
        "  </div>\n" +
        '  <table style={{ width: "100%", borderCollapse: "collapse" }}>\n' +
        '    <thead><tr><th style={{ textAlign: "left" }}>Truck</th><th style={{ textAlign: "right" }}>Speed</th></tr></thead>\n' +
        "    <tbody>\n" +
        "      {params.trucks.map((truck) => (\n" +
        '        <tr key={truck.id}><td>{truck.id}</td><td style={{ textAlign: "right" }}>{truck.speed} km/h</td></tr>\n' +
        "      ))}\n" +
        "    </tbody>\n" +
        "  </table>\n" +
        "</Split>",
      parameters: {
        trucks: [
          { id: "CRU-101", speed: 82 },
          { id: "CRU-104", speed: 0 },
          { id: "DBN-220", speed: 64 },
        ],
      },
    },
    {
      title: "Stacked vertically",
      template:
        '<Split direction="vertical" height={300} minSize={60}>\n' +
        "  <p>Fuel used this week: {fmt.number(params.litres, 0)} litres.</p>\n" +
        "  <p>Drag the handle, or focus it and use the arrow keys.</p>\n" +
        "</Split>",
      parameters: { litres: 18640 },
    },
  ] satisfies ComponentExample[],
});
