/** The <Checkbox /> tag without its props schema (`Checkbox.meta.ts`, loaded with the component): its attributes. */
export const checkboxTag = {
  name: "Checkbox",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: ["label", "parameter", "labelPlacement", "size", "helperText", "disabled", "onChange"],
} as const;
