import { cartesianAttributeNames } from "../shared/cartesianAttributeNames";

/** The <LineChart /> tag without its props schema (`LineChart.meta.ts`, loaded with the component): its attributes. */
export const lineChartTag = {
  name: "LineChart",
  family: "charts",
  isSelfClosing: true,
  attributeNames: [...cartesianAttributeNames, "smooth"],
} as const;
