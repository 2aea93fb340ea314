/** The <Modal /> tag without its props schema (`Modal.meta.ts`, loaded with the component): its attributes. */
export const modalTag = {
  name: "Modal",
  family: "overlays",
  attributeNames: ["parameter", "title", "maxWidth", "fullWidth", "actions", "trigger", "onClose"],
} as const;
