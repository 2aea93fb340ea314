import { cartesianAttributeNames } from "../shared/cartesianAttributeNames";

/** The <ScatterChart /> tag without its props schema (`ScatterChart.meta.ts`, loaded with the component): its attributes. */
export const scatterChartTag = {
  name: "ScatterChart",
  family: "charts",
  isSelfClosing: true,
  attributeNames: [...cartesianAttributeNames, "size", "label"],
} as const;
