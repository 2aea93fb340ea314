/** The <Switch /> tag without its props schema (`Switch.meta.ts`, loaded with the component): its attributes. */
export const switchTag = {
  name: "Switch",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: ["label", "parameter", "labelPlacement", "size", "helperText", "disabled", "onChange"],
} as const;
