/** The <Accordion /> tag without its props schema (`Accordion.meta.ts`, loaded with the component): its attributes. */
export const accordionTag = {
  name: "Accordion",
  family: "display",
  attributeNames: ["expandedGroup", "fillAvailableSpace", "parameter"],
} as const;
