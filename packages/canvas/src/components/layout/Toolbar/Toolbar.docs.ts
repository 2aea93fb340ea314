import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { toolbarAlignments } from "./Toolbar.meta";

/** What authors read about Toolbar in the gallery: its description, attribute table and live examples. */
export const toolbarDocs = defineComponentDocs({
  name: "Toolbar",
  description: "A row of controls (filters, buttons, a title) with even spacing, on its own or inside an AppBar.",
  attributes: [
    { name: "dense", type: "boolean", description: "A lower row, for compact dashboards (default false)." },
    {
      name: "align",
      type: "string",
      description: "Where the children sit along the row (default 'start').",
      options: toolbarAlignments,
    },
    {
      name: "disableGutters",
      type: "boolean",
      description: "Remove the padding at both ends of the row (default false).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A row of period shortcuts",
      template:
        '<Toolbar dense={true} align="space-between">\n' +
        "  <strong>Utilisation</strong>\n" +
        "  <span>Period: {params.period}</span>\n" +
        "</Toolbar>",
      parameters: { period: "Last 30 days" },
    },
  ] satisfies ComponentExample[],
});
