/** The <Autocomplete /> tag without its props schema (`Autocomplete.meta.ts`, loaded with the component): its attributes. */
export const autocompleteTag = {
  name: "Autocomplete",
  family: "selection",
  isSelfClosing: true,
  attributeNames: [
    "parameter",
    "options",
    "optionsUrl",
    "multiple",
    "maxCount",
    "label",
    "placeholder",
    "disabled",
    "onChange",
  ],
} as const;
