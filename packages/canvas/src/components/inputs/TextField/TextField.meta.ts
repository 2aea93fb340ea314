import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { textInputTypes } from "../shared/textValue";

export const textFieldPropsSchema = z.object({
  label: z.string().optional(),
  placeholder: z.string().optional(),
  type: z.enum(textInputTypes).default("text"),
  multiline: z.boolean().default(false),
  rows: z.number().int().positive().optional(),
  parameter: z.string().min(1).optional(),
  separator: z.string().min(1).optional(),
  trim: z.boolean().default(true),
  characterLimit: z.number().int().positive().optional(),
  error: z.boolean().default(false),
  helperText: z.string().optional(),
  required: z.boolean().default(false),
  disabled: z.boolean().default(false),
  fullWidth: z.boolean().default(true),
  onChange: callbackSchema,
});

export type TextFieldProps = z.output<typeof textFieldPropsSchema>;
