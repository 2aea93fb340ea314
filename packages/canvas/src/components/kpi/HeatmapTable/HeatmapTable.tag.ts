/** The <HeatmapTable /> tag without its props schema (`HeatmapTable.meta.ts`, loaded with the component): its attributes. */
export const heatmapTableTag = {
  name: "HeatmapTable",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: ["columns", "rows", "caption", "rowHeaderTitle", "decimals"],
} as const;
