/** The <Card /> tag without its props schema (`Card.meta.ts`, loaded with the component): its attributes. */
export const cardTag = {
  name: "Card",
  family: "display",
  attributeNames: ["title", "subheader", "icon", "actions", "elevation", "outlined"],
} as const;
