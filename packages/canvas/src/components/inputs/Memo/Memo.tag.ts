/** The <Memo /> tag without its props schema (`Memo.meta.ts`, loaded with the component): its attributes. */
export const memoTag = {
  name: "Memo",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: [
    "label",
    "placeholder",
    "parameter",
    "maxLength",
    "minRows",
    "maxRows",
    "helperText",
    "readOnly",
    "disabled",
    "onChange",
  ],
} as const;
