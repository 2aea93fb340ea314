/** The <TextField /> tag without its props schema (`TextField.meta.ts`, loaded with the component): its attributes. */
export const textFieldTag = {
  name: "TextField",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: [
    "label",
    "placeholder",
    "type",
    "multiline",
    "rows",
    "parameter",
    "separator",
    "trim",
    "characterLimit",
    "error",
    "helperText",
    "required",
    "disabled",
    "fullWidth",
    "onChange",
  ],
} as const;
