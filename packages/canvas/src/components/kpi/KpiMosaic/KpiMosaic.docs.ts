import { type ComponentAttribute, defineComponentDocs } from "../../../defineComponent";
import { kpiMosaicExamples } from "./kpiMosaicExamples";

/** What authors read about KpiMosaic in the gallery: its description, attribute table and live examples. */
export const kpiMosaicDocs = defineComponentDocs({
  name: "KpiMosaic",
  description:
    "A grid of KPI tiles: rows and columns come from dictionaries whose entries can be collapsible groups " +
    "(regions → sites, KPI areas → KPIs), each heading shown with text and graphics (images, Material, Font " +
    "Awesome or canvas icons). A tile shows its datasets, buttons 'Navigate to Business Map' (top left) and " +
    "'Navigate to Dashboard' (top right) when it carries those targets, and extra items when hovered or focused.",
  attributes: [
    {
      name: "columns",
      type: "Record<key, entry>",
      description:
        "The column headings by key. An entry is a text or { display, children?, collapsed?, order? }; display is " +
        "a text or { text, subtext?, graphics? }. An entry with children is a group: expanded it spans its " +
        "children, collapsed it is one column showing the cells placed on the group's own key.",
    },
    {
      name: "rows",
      type: "Record<key, entry>",
      description:
        "The row headings, written like columns. An expanded group row shows its own cells with its children " +
        "indented under it. Keys are unique across all levels of an axis.",
    },
    {
      name: "cells",
      type: "{ column_coordinate, row_coordinate, datasets, targets?, hoverItems?, backgroundColor?, foregroundColor? }[]",
      description:
        "The tiles, placed by the keys of a column and a row. datasets: { title?, value, unit?, class? " +
        "(positive, negative, warning, neutral), decimals?, trend? (numbers) }, the first shown large. targets: " +
        "{ businessMap?, dashboard? }, each a URL (followed) or any value handed to the matching callback. " +
        "hoverItems: { label, icon?, href?, value? }.",
    },
    { name: "label", type: "string", description: "The grid's accessible name (default 'KPI mosaic')." },
    { name: "corner", type: "string", description: "Text of the top-left corner, naming the rows (e.g. 'Site')." },
    {
      name: "expandedRowsParameter",
      type: "string",
      description:
        "A parameter holding the keys of the expanded row groups; without a value the groups not marked collapsed " +
        "are expanded. A list naming unknown groups is reset to that initial set, with a console warning.",
    },
    { name: "expandedColumnsParameter", type: "string", description: "The same for column groups." },
    {
      name: "onNavigateToBusinessMap",
      type: "(target, cell, api) => void",
      description: "Called by a tile's 'Navigate to Business Map' button with the tile's businessMap target.",
    },
    {
      name: "onNavigateToDashboard",
      type: "(target, cell, api) => void",
      description: "Called by a tile's 'Navigate to Dashboard' button with the tile's dashboard target.",
    },
    {
      name: "onHoverItemClick",
      type: "(item, cell, api) => void",
      description: "Makes hover items without href buttons; called with the item chosen.",
    },
  ] satisfies ComponentAttribute[],
  examples: kpiMosaicExamples,
});
