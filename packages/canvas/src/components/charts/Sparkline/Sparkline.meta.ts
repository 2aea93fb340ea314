import { z } from "zod";
import { sparklineSectionSchema } from "./sparklineSchema";

export const sparklinePropsSchema = z.object({
  sections: z.array(sparklineSectionSchema).nullish(),
  width: z.number().int().min(16).max(2000).default(120),
  height: z.number().int().min(8).max(400).default(32),
  fullWidth: z.boolean().default(false),
  label: z.string().optional(),
});

export type SparklineProps = z.output<typeof sparklinePropsSchema>;
