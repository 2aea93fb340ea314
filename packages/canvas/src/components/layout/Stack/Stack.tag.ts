/** The <Stack /> tag without its props schema (`Stack.meta.ts`, loaded with the component): its attributes. */
export const stackTag = {
  name: "Stack",
  family: "layout",
  attributeNames: ["direction", "gap", "align", "justify", "wrap", "divider"],
} as const;
