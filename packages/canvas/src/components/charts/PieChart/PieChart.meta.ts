import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { chartInputSchema } from "../shared/chartSchemas";

export const pieChartPropsSchema = z.object({
  input: chartInputSchema,
  name: z.string().min(1),
  value: z.string().min(1),
  colorField: z.string().min(1).optional(),
  donut: z.boolean().default(false),
  title: z.string().optional(),
  height: z.number().int().min(120).max(2000).default(300),
  targetField: z.string().min(1).optional(),
  interactiveTooltip: z.boolean().default(false),
  onPointClick: callbackSchema,
});

export type PieChartProps = z.output<typeof pieChartPropsSchema>;
