/** The <TreeView /> tag without its props schema (`TreeView.meta.ts`, loaded with the component): its attributes. */
export const treeViewTag = {
  name: "TreeView",
  family: "selection",
  isSelfClosing: true,
  attributeNames: [
    "parameter",
    "nodes",
    "multiple",
    "maxSelectionCount",
    "searchable",
    "label",
    "maxHeight",
    "onChange",
  ],
} as const;
