import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { timelineInputSchema } from "./timelineSchema";

export const timelinePropsSchema = z.object({
  input: timelineInputSchema,
  title: z.string().optional(),
  selectedParameter: z.string().min(1).optional(),
  onSelectionChanged: callbackSchema,
  stack: z.boolean().default(false),
  maxHeight: z.number().int().min(120).max(4000).default(480),
  showLegend: z.boolean().default(true),
  itemLabels: z.boolean().default(true),
});

export type TimelineProps = z.output<typeof timelinePropsSchema>;
