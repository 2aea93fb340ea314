/** The <PhoneInput /> tag without its props schema (`PhoneInput.meta.ts`, loaded with the component): its attributes. */
export const phoneInputTag = {
  name: "PhoneInput",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: [
    "label",
    "parameter",
    "errorParameter",
    "defaultCountry",
    "invalidMessage",
    "placeholder",
    "helperText",
    "required",
    "disabled",
    "fullWidth",
    "onChange",
    "onBlur",
  ],
} as const;
