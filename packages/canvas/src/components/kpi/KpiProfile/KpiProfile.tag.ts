/** The <KpiProfile /> tag without its props schema (`KpiProfile.meta.ts`, loaded with the component): its attributes. */
export const kpiProfileTag = {
  name: "KpiProfile",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: ["title", "value", "delta", "chart", "variant", "unit", "decimals", "icon"],
} as const;
