import { pickerAttributeNames } from "../shared/pickerAttributeNames";

/** The <DateTimePicker /> tag without its props schema (`DateTimePicker.meta.ts`, loaded with the component): its attributes. */
export const dateTimePickerTag = {
  name: "DateTimePicker",
  family: "dates",
  isSelfClosing: true,
  attributeNames: [...pickerAttributeNames, "minDateTime", "maxDateTime"],
} as const;
