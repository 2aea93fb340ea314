/** The <Split /> tag without its props schema (`Split.meta.ts`, loaded with the component): its attributes. */
export const splitTag = {
  name: "Split",
  family: "layout",
  attributeNames: ["direction", "minSize", "sizes", "parameter", "height"],
} as const;
