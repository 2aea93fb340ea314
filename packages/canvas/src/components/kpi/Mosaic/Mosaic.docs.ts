import { type ComponentAttribute, defineComponentDocs } from "../../../defineComponent";
import { mosaicFontSizeNames } from "./Mosaic.meta";
import { mosaicExamples } from "./mosaicExamples";

/** What authors read about Mosaic in the gallery: its description, attribute table and live examples. */
export const mosaicDocs = defineComponentDocs({
  name: "Mosaic",
  description:
    "A heat grid: rows (yHeadings) by columns (xHeadings), each cell coloured by a value from -1 (red) through " +
    "orange and yellow to 1 (green), its opacity the value's size (at least 0.3), values beyond ±0.95 outlined. " +
    "Cells show fields, a progress bar and a tooltip. Rows and columns fold away with their heading buttons; " +
    "bind the shown rows and columns to parameters to drive other frames.",
  attributes: [
    {
      name: "input",
      type: "{ xHeadings, yHeadings, cells }",
      description:
        "Required. Headings are texts or { key, label, detail? }; cells[row][column] is null (empty) or " +
        "{ value (-1..1, clamped), class, fields (texts, numbers or { name, value }), progressBar " +
        "({ fillPercentage, text, fillColor }), backgroundColor, foregroundColor, tooltip }. backgroundColor " +
        "overrides the value's colour; without foregroundColor the text colour is chosen for contrast.",
    },
    {
      name: "fontSize",
      type: "string",
      description: "Text size: small (12 px), medium (14 px, default), large (16 px), x-large (20 px) or huge (24 px).",
      options: mosaicFontSizeNames,
    },
    {
      name: "visibleRowsParameter",
      type: "string",
      description:
        "A parameter holding the keys of the rows shown in full (empty: all). Folding a row writes it; a list " +
        "naming rows that do not exist is reset to all rows, with a console warning.",
    },
    {
      name: "visibleColumnsParameter",
      type: "string",
      description: "The same for columns.",
    },
    {
      name: "collapsible",
      type: "boolean",
      description: "Headings are buttons that fold and unfold their row or column (default true).",
    },
    { name: "label", type: "string", description: "The grid's accessible name (default 'Mosaic')." },
    {
      name: "corner",
      type: "string",
      description: "Text of the top-left corner, naming the row headings (e.g. 'Truck').",
    },
    {
      name: "legend",
      type: "{ low, high }",
      description:
        "Shows the colour scale under the grid, with what -1 and 1 mean (e.g. 'Below fleet', 'Above fleet').",
    },
  ] satisfies ComponentAttribute[],
  examples: mosaicExamples,
});
