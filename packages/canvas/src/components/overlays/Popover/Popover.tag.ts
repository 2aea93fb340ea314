/** The <Popover /> tag without its props schema (`Popover.meta.ts`, loaded with the component): its attributes. */
export const popoverTag = {
  name: "Popover",
  family: "overlays",
  attributeNames: ["trigger", "label", "title", "placement", "maxWidth"],
} as const;
