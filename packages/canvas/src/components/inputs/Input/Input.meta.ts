import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { textInputTypes } from "../shared/textValue";

export const inputPropsSchema = z.object({
  label: z.string().min(1).optional(),
  placeholder: z.string().optional(),
  type: z.enum(textInputTypes).default("text"),
  parameter: z.string().min(1).optional(),
  prefix: z.string().optional(),
  suffix: z.string().optional(),
  error: z.boolean().default(false),
  disabled: z.boolean().default(false),
  fullWidth: z.boolean().default(false),
  onChange: callbackSchema,
});

export type InputProps = z.output<typeof inputPropsSchema>;
