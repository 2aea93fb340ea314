/** The <Filter /> tag without its props schema (`Filter.meta.ts`, loaded with the component): its attributes. */
export const filterTag = {
  name: "Filter",
  family: "display",
  isSelfClosing: false,
  attributeNames: ["title"],
} as const;
