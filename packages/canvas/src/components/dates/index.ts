import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { datePickerMeta, datePickerPropsSchema } from "./DatePicker/DatePicker.meta";
import { dateRangePickerMeta, dateRangePickerPropsSchema } from "./DateRangePicker/DateRangePicker.meta";
import { dateTimePickerMeta, dateTimePickerPropsSchema } from "./DateTimePicker/DateTimePicker.meta";

/** The dates family, in the order the gallery lists it. */
export const datesComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...datePickerMeta,
    propsSchema: datePickerPropsSchema,
    component: lazy(() => import("./DatePicker/DatePicker")),
  }),
  defineComponent({
    ...dateTimePickerMeta,
    propsSchema: dateTimePickerPropsSchema,
    component: lazy(() => import("./DateTimePicker/DateTimePicker")),
  }),
  defineComponent({
    ...dateRangePickerMeta,
    propsSchema: dateRangePickerPropsSchema,
    component: lazy(() => import("./DateRangePicker/DateRangePicker")),
  }),
];
