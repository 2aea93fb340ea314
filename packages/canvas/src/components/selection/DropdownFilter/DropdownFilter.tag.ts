/** The <DropdownFilter /> tag without its props schema (`DropdownFilter.meta.ts`, loaded with the component): its attributes. */
export const dropdownFilterTag = {
  name: "DropdownFilter",
  family: "selection",
  isSelfClosing: true,
  attributeNames: ["parameter", "options", "multiple", "label", "disabled", "onChange"],
} as const;
