/** The <MinMaxIndicator /> tag without its props schema (`MinMaxIndicator.meta.ts`, loaded with the component): its attributes. */
export const minMaxIndicatorTag = {
  name: "MinMaxIndicator",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: ["value", "min", "max", "title", "unit", "decimals", "markerColor"],
} as const;
