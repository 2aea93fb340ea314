/** The <ValueDriverTree /> tag without its props schema (`ValueDriverTree.meta.ts`, loaded with the component): its attributes. */
export const valueDriverTreeTag = {
  name: "ValueDriverTree",
  family: "diagrams",
  isSelfClosing: true,
  attributeNames: [
    "root",
    "collapsedParameter",
    "editedFieldParameter",
    "onFieldEdited",
    "direction",
    "height",
    "showZoomControls",
  ],
} as const;
