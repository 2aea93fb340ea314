/** The <Icon /> tag without its props schema (`Icon.meta.ts`, loaded with the component): its attributes. */
export const iconTag = {
  name: "Icon",
  family: "display",
  isSelfClosing: true,
  attributeNames: ["name", "size", "color", "title"],
} as const;
