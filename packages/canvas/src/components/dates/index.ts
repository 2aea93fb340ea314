import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { datePickerMeta, datePickerPropsSchema } from "./DatePicker/DatePicker.meta";
import { dateRangePickerMeta, dateRangePickerPropsSchema } from "./DateRangePicker/DateRangePicker.meta";
import { dateTimePickerMeta, dateTimePickerPropsSchema } from "./DateTimePicker/DateTimePicker.meta";

/** The dates family, in the order the gallery lists it. */
export const datesComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...datePickerMeta,
    propsSchema: datePickerPropsSchema,
    component: onDemand(() => import("./DatePicker/DatePicker")),
  }),
  defineComponent({
    ...dateTimePickerMeta,
    propsSchema: dateTimePickerPropsSchema,
    component: onDemand(() => import("./DateTimePicker/DateTimePicker")),
  }),
  defineComponent({
    ...dateRangePickerMeta,
    propsSchema: dateRangePickerPropsSchema,
    component: onDemand(() => import("./DateRangePicker/DateRangePicker")),
  }),
];
