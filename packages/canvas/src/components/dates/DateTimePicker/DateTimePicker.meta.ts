import { z } from "zod";
import { dateAttributeSchema } from "../shared/dateSchemas";
import { pickerPropsShape } from "../shared/pickerProps";
import { defaultDisplayFormats } from "../shared/storedDate";

export const dateTimePickerPropsSchema = z.object({
  label: z.string().optional(),
  format: z.string().min(1).default(defaultDisplayFormats.dateTime),
  ...pickerPropsShape,
  minDateTime: dateAttributeSchema,
  maxDateTime: dateAttributeSchema,
});

export type DateTimePickerProps = z.output<typeof dateTimePickerPropsSchema>;
