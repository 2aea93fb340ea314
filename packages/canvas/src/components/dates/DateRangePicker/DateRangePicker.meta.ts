import { z } from "zod";
import { defaultRangeFormat, pickerPropsShape } from "../shared/pickerProps";

export const dateRangePickerPropsSchema = z.object({
  label: z.string().default("Date range"),
  format: z.string().min(1).default(defaultRangeFormat),
  ...pickerPropsShape,
});

export type DateRangePickerProps = z.output<typeof dateRangePickerPropsSchema>;
