import { cartesianAttributeNames } from "../shared/cartesianAttributeNames";

/** The <AreaChart /> tag without its props schema (`AreaChart.meta.ts`, loaded with the component): its attributes. */
export const areaChartTag = {
  name: "AreaChart",
  family: "charts",
  isSelfClosing: true,
  attributeNames: [...cartesianAttributeNames, "stacked", "smooth"],
} as const;
