import { z } from "zod";
import { displayValueSchema } from "../shared/formatValue";
import { deltaSchema, iconNameSchema } from "../shared/kpiSchemas";

export const kpiIndicatorPropsSchema = z.object({
  value: displayValueSchema.optional(),
  title: z.string().min(1, "Give the KPI a title."),
  deltas: z.array(deltaSchema).default([]),
  unit: z.string().optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  icon: iconNameSchema.optional(),
});

export type KpiIndicatorProps = z.output<typeof kpiIndicatorPropsSchema>;
