/** The <RadioGroup /> tag without its props schema (`RadioGroup.meta.ts`, loaded with the component): its attributes. */
export const radioGroupTag = {
  name: "RadioGroup",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: ["label", "parameter", "options", "direction", "size", "helperText", "disabled", "onChange"],
} as const;
