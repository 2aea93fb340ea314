/** The <DataGrid /> tag without its props schema (`DataGrid.meta.ts`, loaded with the component): its attributes. */
export const dataGridTag = {
  name: "DataGrid",
  family: "grids",
  isSelfClosing: true,
  attributeNames: [
    "name",
    "title",
    "columns",
    "rows",
    "parameter",
    "editedRowsParameter",
    "stickyLeft",
    "stickyRight",
    "searchable",
    "height",
    "rowHeight",
    "headerHeight",
    "onCellEdited",
  ],
} as const;
