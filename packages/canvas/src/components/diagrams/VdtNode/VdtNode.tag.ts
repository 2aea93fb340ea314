/** The <VdtNode /> tag without its props schema (`VdtNode.meta.ts`, loaded with the component): its attributes. */
export const vdtNodeTag = {
  name: "VdtNode",
  family: "diagrams",
  isSelfClosing: true,
  attributeNames: [
    "id",
    "title",
    "tooltip",
    "type",
    "fields",
    "progressBarValue",
    "progressBarText",
    "hideTitle",
    "hideProgressBar",
    "model",
    "template",
    "className",
    "editedFieldParameter",
    "onFieldEdited",
    "width",
  ],
} as const;
