import { z } from "zod";
import { chartColorSchema } from "../shared/chartSchemas";

export const sparklineVariants = ["filled", "dashed", "line", "gradient"] as const;
export type SparklineVariant = (typeof sparklineVariants)[number];

/** A stretch of the sparkline (canvas-components §3): its values, colour and how it is drawn. */
export const sparklineSectionSchema = z.object({
  values: z.array(z.union([z.number(), z.string(), z.null()])),
  color: chartColorSchema.optional(),
  variant: z.enum(sparklineVariants).default("line"),
});
export type SparklineSection = z.output<typeof sparklineSectionSchema>;
