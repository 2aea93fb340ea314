/** The <Fab /> tag without its props schema (`Fab.meta.ts`, loaded with the component): its attributes. */
export const fabTag = {
  name: "Fab",
  family: "layout",
  isSelfClosing: true,
  attributeNames: ["icon", "label", "position", "color", "size", "extended", "onClick", "parameter", "value"],
} as const;
