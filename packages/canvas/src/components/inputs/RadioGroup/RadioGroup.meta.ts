import { z } from "zod";
import { optionLabelSchema, optionValueSchema } from "../../selection/shared/optionValue";
import { callbackSchema } from "../../shared/schemas";

export const radioDirections = ["column", "row"] as const;

const radioOptionSchema = z.object({
  label: optionLabelSchema,
  value: optionValueSchema,
  disabled: z.boolean().optional(),
});

export const radioGroupPropsSchema = z.object({
  label: z.string().optional(),
  parameter: z.string().min(1).optional(),
  options: z.array(radioOptionSchema).default([]),
  direction: z.enum(radioDirections).default("column"),
  size: z.enum(["small", "medium"]).default("medium"),
  helperText: z.string().optional(),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type RadioGroupProps = z.output<typeof radioGroupPropsSchema>;
