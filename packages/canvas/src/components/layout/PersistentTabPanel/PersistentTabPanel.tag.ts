/** The <PersistentTabPanel /> tag without its props schema (`PersistentTabPanel.meta.ts`, loaded with the component): its attributes. */
export const persistentTabPanelTag = {
  name: "PersistentTabPanel",
  family: "layout",
  attributeNames: ["name", "value"],
} as const;
