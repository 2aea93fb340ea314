/** The <TabPanel /> tag without its props schema (`TabPanel.meta.ts`, loaded with the component): its attributes. */
export const tabPanelTag = {
  name: "TabPanel",
  family: "layout",
  attributeNames: ["name", "value"],
} as const;
