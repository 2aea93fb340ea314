/** The <FlowChart /> tag without its props schema (`FlowChart.meta.ts`, loaded with the component): its attributes. */
export const flowChartTag = {
  name: "FlowChart",
  family: "diagrams",
  isSelfClosing: true,
  attributeNames: ["nodes", "links", "height", "selectedParameter", "onNodeClick"],
} as const;
