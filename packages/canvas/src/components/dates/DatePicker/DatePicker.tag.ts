import { pickerAttributeNames } from "../shared/pickerAttributeNames";

/** The <DatePicker /> tag without its props schema (`DatePicker.meta.ts`, loaded with the component): its attributes. */
export const datePickerTag = {
  name: "DatePicker",
  family: "dates",
  isSelfClosing: true,
  attributeNames: pickerAttributeNames,
} as const;
