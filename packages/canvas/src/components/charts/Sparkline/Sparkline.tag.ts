/** The <Sparkline /> tag without its props schema (`Sparkline.meta.ts`, loaded with the component): its attributes. */
export const sparklineTag = {
  name: "Sparkline",
  family: "charts",
  isSelfClosing: true,
  attributeNames: ["sections", "width", "height", "fullWidth", "label"],
} as const;
