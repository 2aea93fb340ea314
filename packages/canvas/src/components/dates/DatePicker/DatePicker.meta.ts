import { z } from "zod";
import { pickerPropsShape } from "../shared/pickerProps";
import { defaultDisplayFormats } from "../shared/storedDate";

export const datePickerPropsSchema = z.object({
  label: z.string().optional(),
  format: z.string().min(1).default(defaultDisplayFormats.date),
  ...pickerPropsShape,
});

export type DatePickerProps = z.output<typeof datePickerPropsSchema>;
