/** The <Tabs /> tag without its props schema (`Tabs.meta.ts`, loaded with the component): its attributes. */
export const tabsTag = {
  name: "Tabs",
  family: "layout",
  attributeNames: ["name", "tabs", "defaultValue", "variant", "label", "onChange"],
} as const;
