/** The <Chip /> tag without its props schema (`Chip.meta.ts`, loaded with the component): its attributes. */
export const chipTag = {
  name: "Chip",
  family: "display",
  isSelfClosing: true,
  attributeNames: ["label", "color", "variant", "size", "icon", "onClick", "onDelete"],
} as const;
