import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { datePickerTag } from "./DatePicker/DatePicker.tag";
import { dateRangePickerTag } from "./DateRangePicker/DateRangePicker.tag";
import { dateTimePickerTag } from "./DateTimePicker/DateTimePicker.tag";

/** The dates family, in the order the gallery lists it. */
export const datesComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...datePickerTag,
    ...loadedOnUse(
      () => import("./DatePicker/DatePicker"),
      async () => (await import("./DatePicker/DatePicker.meta")).datePickerPropsSchema,
    ),
  }),
  defineComponent({
    ...dateTimePickerTag,
    ...loadedOnUse(
      () => import("./DateTimePicker/DateTimePicker"),
      async () => (await import("./DateTimePicker/DateTimePicker.meta")).dateTimePickerPropsSchema,
    ),
  }),
  defineComponent({
    ...dateRangePickerTag,
    ...loadedOnUse(
      () => import("./DateRangePicker/DateRangePicker"),
      async () => (await import("./DateRangePicker/DateRangePicker.meta")).dateRangePickerPropsSchema,
    ),
  }),
];
