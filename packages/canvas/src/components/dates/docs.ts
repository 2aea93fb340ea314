import type { ComponentDocs } from "../../defineComponent";
import { datePickerDocs } from "./DatePicker/DatePicker.docs";
import { dateRangePickerDocs } from "./DateRangePicker/DateRangePicker.docs";
import { dateTimePickerDocs } from "./DateTimePicker/DateTimePicker.docs";

/** The docs of the dates family, in the order of `datesComponents`. */
export const datesComponentDocs: readonly ComponentDocs[] = [datePickerDocs, dateTimePickerDocs, dateRangePickerDocs];
