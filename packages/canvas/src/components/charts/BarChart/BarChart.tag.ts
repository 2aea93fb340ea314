import { cartesianAttributeNames } from "../shared/cartesianAttributeNames";

/** The <BarChart /> tag without its props schema (`BarChart.meta.ts`, loaded with the component): its attributes. */
export const barChartTag = {
  name: "BarChart",
  family: "charts",
  isSelfClosing: true,
  attributeNames: [...cartesianAttributeNames, "stacked", "horizontal"],
} as const;
