/** The <Toolbar /> tag without its props schema (`Toolbar.meta.ts`, loaded with the component): its attributes. */
export const toolbarTag = {
  name: "Toolbar",
  family: "layout",
  attributeNames: ["dense", "align", "disableGutters"],
} as const;
