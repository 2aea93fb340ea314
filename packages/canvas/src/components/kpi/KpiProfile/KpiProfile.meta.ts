import { z } from "zod";
import { colorSchema } from "../shared/colors";
import { displayValueSchema } from "../shared/formatValue";
import { deltaSchema, iconNameSchema } from "../shared/kpiSchemas";

export const kpiProfileVariants = ["compact", "full"] as const;

/** The chart's points; a missing one (null or absent) leaves a gap. */
const chartValuesSchema = z.array(
  z
    .number()
    .nullish()
    .transform((value) => value ?? null),
);

export const kpiProfilePropsSchema = z.object({
  title: z.string().min(1, "Give the KPI a title."),
  value: displayValueSchema.optional(),
  delta: z.union([displayValueSchema, deltaSchema]).optional(),
  chart: z
    .union([chartValuesSchema, z.object({ values: chartValuesSchema, color: colorSchema.optional() })])
    .optional(),
  variant: z.enum(kpiProfileVariants).default("full"),
  unit: z.string().optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  icon: iconNameSchema.optional(),
});

export type KpiProfileProps = z.output<typeof kpiProfilePropsSchema>;
