/** The <Table /> tag without its props schema (`Table.meta.ts`, loaded with the component): its attributes. */
export const tableTag = {
  name: "Table",
  family: "tables",
  isSelfClosing: true,
  attributeNames: [
    "rows",
    "columns",
    "title",
    "density",
    "height",
    "pageSize",
    "searchable",
    "exportable",
    "editedRowsParameter",
    "allRowsParameter",
    "selectedRowParameter",
    "onRowEdited",
    "navigateTo",
    "navigateParameters",
  ],
} as const;
