import { pickerAttributeNames } from "../shared/pickerAttributeNames";

/** The <DateRangePicker /> tag without its props schema (`DateRangePicker.meta.ts`, loaded with the component): its attributes. */
export const dateRangePickerTag = {
  name: "DateRangePicker",
  family: "dates",
  isSelfClosing: true,
  attributeNames: [...pickerAttributeNames],
} as const;
