import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { stackAlignments, stackDirections, stackJustifications } from "./Stack.meta";

/** What authors read about Stack in the gallery: its description, attribute table and live examples. */
export const stackDocs = defineComponentDocs({
  name: "Stack",
  description:
    "Lays its children out in a column (default) or a row with even gaps: the everyday box for arranging KPI " +
    "cards, filters and charts without writing CSS.",
  attributes: [
    {
      name: "direction",
      type: "string",
      description: "'column' (default) stacks the children; 'row' puts them side by side.",
      options: stackDirections,
    },
    {
      name: "gap",
      type: "number | string",
      description: "The space between children: a number of 8 px steps (default 2, i.e. 16 px) or a CSS length.",
    },
    {
      name: "align",
      type: "string",
      description: "How children line up across the direction (default 'stretch').",
      options: stackAlignments,
    },
    {
      name: "justify",
      type: "string",
      description: "How children spread along the direction (default 'start').",
      options: stackJustifications,
    },
    {
      name: "wrap",
      type: "boolean",
      description: "Let children flow onto a new line when out of room (default false).",
    },
    { name: "divider", type: "boolean", description: "Draw a thin line between children (default false)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A row of KPI tiles that wraps",
      template:
        '<Stack direction="row" gap={2} wrap={true}>\n' +
        "  {params.kpis.map((kpi) => (\n" +
        '    <div key={kpi.label} style={{ padding: 16, minWidth: 160, border: "1px solid #e0e0e0", borderRadius: 8 }}>\n' +
        '      <div style={{ color: "#616161", fontSize: 13 }}>{kpi.label}</div>\n' +
        "      <div style={{ fontSize: 24, fontWeight: 600 }}>{kpi.value}</div>\n" +
        "    </div>\n" +
        "  ))}\n" +
        "</Stack>",
      parameters: {
        kpis: [
          { label: "Trucks on the road", value: "38 / 45" },
          { label: "Fuel this week", value: "18,640 l" },
          { label: "On-time deliveries", value: "94.2%" },
        ],
      },
    },
    {
      title: "A column with dividers",
      template:
        "<Stack divider={true} gap={1}>\n" +
        "  <span>CRU-101 · Johannesburg → Durban</span>\n" +
        "  <span>CRU-104 · Durban → Richards Bay</span>\n" +
        "  <span>DBN-220 · Harrismith → Bloemfontein</span>\n" +
        "</Stack>",
    },
  ] satisfies ComponentExample[],
});
