/** The <Drawer /> tag without its props schema (`Drawer.meta.ts`, loaded with the component): its attributes. */
export const drawerTag = {
  name: "Drawer",
  family: "layout",
  attributeNames: ["anchor", "parameter", "variant", "title", "size", "trigger", "onClose"],
} as const;
