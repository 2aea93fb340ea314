/** The <Timeline /> tag without its props schema (`Timeline.meta.ts`, loaded with the component): its attributes. */
export const timelineTag = {
  name: "Timeline",
  family: "timeline",
  isSelfClosing: true,
  attributeNames: [
    "input",
    "title",
    "selectedParameter",
    "onSelectionChanged",
    "stack",
    "maxHeight",
    "showLegend",
    "itemLabels",
  ],
} as const;
