/** The <Mosaic /> tag without its props schema (`Mosaic.meta.ts`, loaded with the component): its attributes. */
export const mosaicTag = {
  name: "Mosaic",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: [
    "input",
    "fontSize",
    "visibleRowsParameter",
    "visibleColumnsParameter",
    "collapsible",
    "label",
    "corner",
    "legend",
  ],
} as const;
