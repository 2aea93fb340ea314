/** The <CascadingMultiFilter /> tag without its props schema (`CascadingMultiFilter.meta.ts`, loaded with the component): its attributes. */
export const cascadingMultiFilterTag = {
  name: "CascadingMultiFilter",
  family: "selection",
  isSelfClosing: true,
  attributeNames: ["parameter", "dimensions", "data", "direction", "disabled", "onChange"],
} as const;
