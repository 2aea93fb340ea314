import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { tableDensities, tablePageSizes } from "./Table.meta";
import { tableExamples } from "./tableExamples";

/** What authors read about Table in the gallery: its description, attribute table and live examples. */
export const tableDocs = defineComponentDocs({
  name: "Table",
  description:
    "A table of rows with sorting, paging and column resizing, usually bound to a data source " +
    "(rows={ds.flights}). Columns can be edited in place: an edited cell is highlighted and the edited rows " +
    "and all rows are written to parameters. A row click opens an address in a new tab or stores the row in a " +
    "parameter. With 'exportable' an Export to Excel button writes the rows (as filtered and sorted) to " +
    "'{page title} - YYYY-MM-DD-HHmm.xlsx', sheet 'Grid Data', with typed cells, while a progress bar shows.",
  attributes: [
    {
      name: "rows",
      type: "object[]",
      description:
        "The rows, each an object of field → value, usually ds.<data source>. Until it is given (a data source " +
        "still loading) the table shows its loading state. A different row set resets the edited rows.",
    },
    {
      name: "columns",
      type: "{ field, headerName?, type?, width?, flex?, editable?, valueFormat? }[]",
      description:
        "The columns in order. type is 'string' (default), 'number', 'date' or 'boolean'; width in pixels " +
        "(default 100, at least 50); flex shares the width left over among the columns that have it (their " +
        "width is then their least); editable lets users change the cells. valueFormat: for numbers a count of " +
        "decimals (default 2) or 'percent' / 'percent:1'; for dates a pattern as fmt.date takes (default " +
        "'YYYY-MM-DD HH:mm'). Without columns, every field of the first row becomes a column.",
    },
    {
      name: "title",
      type: "string",
      description:
        "Shown above the table and its accessible name; also the page title of the export's file name " +
        "(the browser page's title otherwise).",
    },
    {
      name: "density",
      type: "string",
      description: "Row spacing: 'standard' (default), 'compact' or 'comfortable'.",
      options: tableDensities,
    },
    {
      name: "height",
      type: "number",
      description:
        "Height in pixels (at least 120), the rows scrolling inside; without it the table grows to show a whole page.",
    },
    {
      name: "pageSize",
      type: "number",
      description: "Rows per page at first: 10, 25 (default), 50 or 100; users can change it below the table.",
      options: tablePageSizes.map(String),
    },
    { name: "searchable", type: "boolean", description: "Shows a search field that filters the rows as you type." },
    {
      name: "exportable",
      type: "boolean",
      description:
        "Shows an Export to Excel button. Up to 1,048,575 rows are exported (all an Excel sheet holds); the " +
        "export can be cancelled while its progress shows.",
    },
    {
      name: "editedRowsParameter",
      type: "string",
      description:
        "Parameter that receives the rows edited so far (their current values, in row order) after each edit, " +
        "and an empty list when the row set changes.",
    },
    {
      name: "allRowsParameter",
      type: "string",
      description: "Parameter that receives every row with its edits, 50 ms after the last edit.",
    },
    {
      name: "selectedRowParameter",
      type: "string",
      description: "Parameter that receives the clicked row (when navigateTo is not set).",
    },
    {
      name: "onRowEdited",
      type: "(newRow, oldRow, api) => void",
      description:
        "Called after a cell edit changes a row, with the row after and before the edit, then the canvas api.",
    },
    {
      name: "navigateTo",
      type: "string",
      description:
        "Address opened in a new tab when a row is clicked (or Enter is pressed on a cell that is not " +
        "editable). Only http, https, mailto, tel and relative addresses are accepted.",
    },
    {
      name: "navigateParameters",
      type: "{ [queryParameter]: field }",
      description:
        "Query parameters added to navigateTo, each taken from a field of the clicked row: " +
        '{{ origin: "iata" }} opens navigateTo?origin=<the row\'s iata>.',
    },
  ] satisfies ComponentAttribute[],
  examples: tableExamples satisfies readonly ComponentExample[],
});
