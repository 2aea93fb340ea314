/** The <BusinessTimeSeries /> tag without its props schema (`BusinessTimeSeries.meta.ts`, loaded with the component): its attributes. */
export const businessTimeSeriesTag = {
  name: "BusinessTimeSeries",
  family: "charts",
  isSelfClosing: true,
  attributeNames: [
    "input",
    "title",
    "xLabel",
    "yLabel",
    "height",
    "coneName",
    "zoom",
    "xMinParameter",
    "xMaxParameter",
    "targetField",
    "interactiveTooltip",
    "onPointClick",
  ],
} as const;
