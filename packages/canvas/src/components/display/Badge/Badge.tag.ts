/** The <Badge /> tag without its props schema (`Badge.meta.ts`, loaded with the component): its attributes. */
export const badgeTag = {
  name: "Badge",
  family: "display",
  attributeNames: ["content", "color", "modifier", "max", "showZero"],
} as const;
