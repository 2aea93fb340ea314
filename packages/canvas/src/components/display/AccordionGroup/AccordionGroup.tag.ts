/** The <AccordionGroup /> tag without its props schema (`AccordionGroup.meta.ts`, loaded with the component): its attributes. */
export const accordionGroupTag = {
  name: "AccordionGroup",
  family: "display",
  attributeNames: ["title"],
} as const;
