import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { dataGridExamples } from "./DataGrid.examples";
import { gridTypeNames } from "./gridTypes";

/** What authors read about DataGrid in the gallery: its description, attribute table and live examples. */
export const dataGridDocs = defineComponentDocs({
  name: "DataGrid",
  description:
    "An editable grid for planning and review tables, fast with 100,000 rows (only the rows in view are drawn). " +
    "The header row stays on top, the first and last columns can stay in view, rows can fold under a chevron, " +
    "and cells can span rows and columns. Users move with the arrow keys, Home, End and Page Up/Down (Tab moves " +
    "right and leaves the grid at a row's end), edit with Enter, F2 or by typing (Escape cancels), toggle " +
    "checkboxes and chevrons with Space, clear with Delete and paste blocks copied from a spreadsheet; edited " +
    "cells are highlighted and the rows go to named parameters.",
  attributes: [
    {
      name: "name",
      type: "string",
      description: "Required. Names the grid: its accessible name when there is no title, and in console messages.",
    },
    { name: "title", type: "string", description: "A heading shown above the grid; also its accessible name." },
    {
      name: "columns",
      type: "{ field, headerName?, headerContent?, headerTooltip?, type?, width?, resizable?, nonEditable?, availableOptions?, getContent? }[]",
      description:
        `Required, not empty. One entry per column: 'field' (its id and the row value it shows), the header's ` +
        `text ('headerName') or JSX ('headerContent') with an optional 'headerTooltip', 'type' (one of ` +
        `${gridTypeNames.join(", ")}; default text), 'width' in px (default 150, at least 50), 'resizable' ` +
        `(drag the header's edge, or Shift+Left/Right on the header), 'nonEditable', 'availableOptions' of a dropdown ` +
        `({ label, value } or plain values) and, for jsx, 'getContent: (row) => <…/>'.`,
    },
    {
      name: "rows",
      type: "{ id, parentId?, isExpanded?, [field]: value }[] | { id, cells: { type, value, rowSpan?, colSpan?, nonEditable?, availableOptions? }[] }[]",
      description:
        "The rows: an 'id' and one value per column field, or an 'id' and the row's 'cells' (the layout form, " +
        "where cells may span rows and columns and every row must fill the columns once spans are counted). A row " +
        "with a 'parentId' folds under that row's chevron ('isExpanded: false' starts it folded). With 'parameter', " +
        "a change of these rows (by content) replaces the parameter's rows.",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "The parameter holding the rows: the grid shows its rows (the 'rows' attribute while it is empty) and " +
        "writes every edit to it. Without it the grid keeps its edits itself.",
    },
    {
      name: "editedRowsParameter",
      type: "string",
      description:
        "The parameter receiving the rows that differ from the rows the grid was given (edited back, a row " +
        "leaves it); emptied when new rows arrive.",
    },
    {
      name: "stickyLeft",
      type: "number",
      description: "How many columns on the left stay in view while scrolling sideways (default 0).",
    },
    {
      name: "stickyRight",
      type: "number",
      description:
        "How many columns on the right stay in view (default 0); at least one column must be left between the " +
        "sticky ones.",
    },
    {
      name: "searchable",
      type: "boolean",
      description: "Shows a search box that keeps the rows with a cell containing the text (and the rows above them).",
    },
    {
      name: "height",
      type: "number",
      description: "Largest height of the grid in px (default 420); fewer rows take less, more rows scroll.",
    },
    { name: "rowHeight", type: "number", description: "Height of a row in px (default 36)." },
    { name: "headerHeight", type: "number", description: "Height of the header row in px (default 56)." },
    {
      name: "onCellEdited",
      type: "(newCell, oldCell, api) => void",
      description:
        "Called after each cell the user changes (typing, a dropdown, a checkbox, a paste), with the new and the " +
        "old cell as { rowId, field, value, row }, then the canvas api (api.setParameter…).",
    },
  ] satisfies ComponentAttribute[],
  examples: dataGridExamples satisfies ComponentExample[],
});
