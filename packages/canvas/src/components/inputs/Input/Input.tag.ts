/** The <Input /> tag without its props schema (`Input.meta.ts`, loaded with the component): its attributes. */
export const inputTag = {
  name: "Input",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: [
    "label",
    "placeholder",
    "type",
    "parameter",
    "prefix",
    "suffix",
    "error",
    "disabled",
    "fullWidth",
    "onChange",
  ],
} as const;
