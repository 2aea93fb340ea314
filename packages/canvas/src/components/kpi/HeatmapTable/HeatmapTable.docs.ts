import { type ComponentAttribute, defineComponentDocs } from "../../../defineComponent";
import { heatmapTableExamples } from "./heatmapTableExamples";

/** What authors read about HeatmapTable in the gallery: its description, attribute table and live examples. */
export const heatmapTableDocs = defineComponentDocs({
  name: "HeatmapTable",
  description:
    "A table whose cells carry their own background and text colours, under nested column headings of any depth " +
    "(groups span their columns) and with a heading per row. Without a text colour, each cell gets light or dark " +
    "text, whichever reads at 4.5:1 on its background.",
  attributes: [
    {
      name: "columns",
      type: "{ title, children? }[]",
      description:
        "Column headings, left to right. A heading with children is a group spanning them; groups nest to any depth.",
    },
    {
      name: "rows",
      type: "{ title, cells }[]",
      description:
        "One entry per row: its heading and one cell per leaf column, each null (empty) or { backgroundColor, " +
        "foregroundColor, content }. Colours are palette names or CSS colours.",
    },
    { name: "caption", type: "string", description: "The table's caption, shown above it; it names the table." },
    { name: "rowHeaderTitle", type: "string", description: "The heading of the row-heading column (top left)." },
    { name: "decimals", type: "number", description: "Decimals of numeric content (default: up to two)." },
  ] satisfies ComponentAttribute[],
  examples: heatmapTableExamples,
});
