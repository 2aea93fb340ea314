import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { optionLabelSchema, optionValueSchema } from "../shared/optionValue";

const dropdownOptionSchema = z.object({ label: optionLabelSchema, value: optionValueSchema });

export type DropdownOption = z.output<typeof dropdownOptionSchema>;

export const dropdownFilterPropsSchema = z.object({
  parameter: z.string().min(1).optional(),
  options: z.array(dropdownOptionSchema).default([]),
  multiple: z.boolean().default(false),
  label: z.string().optional(),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type DropdownFilterProps = z.output<typeof dropdownFilterPropsSchema>;
