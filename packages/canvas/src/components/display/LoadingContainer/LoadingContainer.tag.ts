/** The <LoadingContainer /> tag without its props schema (`LoadingContainer.meta.ts`, loaded with the component): its attributes. */
export const loadingContainerTag = {
  name: "LoadingContainer",
  family: "display",
  attributeNames: ["loading", "dataSource", "label"],
} as const;
