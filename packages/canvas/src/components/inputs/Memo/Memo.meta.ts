import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const memoPropsSchema = z.object({
  label: z.string().default("Note"),
  placeholder: z.string().optional(),
  parameter: z.string().min(1).optional(),
  maxLength: z.number().int().positive().optional(),
  minRows: z.number().int().positive().default(3),
  maxRows: z.number().int().positive().default(12),
  helperText: z.string().optional(),
  readOnly: z.boolean().default(false),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type MemoProps = z.output<typeof memoPropsSchema>;
