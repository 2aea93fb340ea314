/** The <FocusContainer /> tag without its props schema (`FocusContainer.meta.ts`, loaded with the component): its attributes. */
export const focusContainerTag = {
  name: "FocusContainer",
  family: "layout",
  attributeNames: ["title", "mode", "parameter"],
} as const;
