import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { dateAttributeSchema } from "./dateSchemas";

/** The range picker's display format of each date: day/month/year (canvas-components §5). */
export const defaultRangeFormat = "DD/MM/YYYY";

/** The props every date picker has, besides its label and format (and the date-time picker's time limits). */
export const pickerPropsShape = {
  parameter: z.string().min(1).optional(),
  minDate: dateAttributeSchema,
  maxDate: dateAttributeSchema,
  error: z.boolean().default(false),
  helperText: z.string().optional(),
  disabled: z.boolean().default(false),
  fullWidth: z.boolean().default(false),
  onChange: callbackSchema,
};
