/** The <PieChart /> tag without its props schema (`PieChart.meta.ts`, loaded with the component): its attributes. */
export const pieChartTag = {
  name: "PieChart",
  family: "charts",
  isSelfClosing: true,
  attributeNames: [
    "input",
    "name",
    "value",
    "colorField",
    "donut",
    "title",
    "height",
    "targetField",
    "interactiveTooltip",
    "onPointClick",
  ],
} as const;
