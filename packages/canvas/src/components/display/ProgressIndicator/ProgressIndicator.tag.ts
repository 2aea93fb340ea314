/** The <ProgressIndicator /> tag without its props schema (`ProgressIndicator.meta.ts`, loaded with the component): its attributes. */
export const progressIndicatorTag = {
  name: "ProgressIndicator",
  family: "display",
  isSelfClosing: true,
  attributeNames: ["variant", "value", "label", "color", "showValue", "size"],
} as const;
