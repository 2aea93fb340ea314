import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

const cascadeDimensionSchema = z.object({
  label: z.string().optional(),
  fieldName: z.string().min(1),
  multiple: z.boolean().default(true),
  isHidden: z.boolean().default(false),
  bypassFilters: z.boolean().default(false),
  excludeFromCascade: z.boolean().default(false),
});

export const cascadingMultiFilterPropsSchema = z.object({
  parameter: z.string().min(1).optional(),
  dimensions: z.array(cascadeDimensionSchema).min(1, "Give at least one dimension."),
  data: z.array(z.record(z.string(), z.unknown())).default([]),
  direction: z.enum(["row", "column"]).default("row"),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type CascadingMultiFilterProps = z.output<typeof cascadingMultiFilterPropsSchema>;
