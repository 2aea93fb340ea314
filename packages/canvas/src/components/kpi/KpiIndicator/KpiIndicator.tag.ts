/** The <KpiIndicator /> tag without its props schema (`KpiIndicator.meta.ts`, loaded with the component): its attributes. */
export const kpiIndicatorTag = {
  name: "KpiIndicator",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: ["value", "title", "deltas", "unit", "decimals", "icon"],
} as const;
