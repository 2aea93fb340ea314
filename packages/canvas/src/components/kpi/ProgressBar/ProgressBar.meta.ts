import { z } from "zod";
import { colorSchema } from "../shared/colors";

export const progressBarPropsSchema = z.object({
  fillPercentage: z.number().default(0),
  text: z.union([z.string(), z.number()]).optional(),
  fillColor: colorSchema.optional(),
  label: z.string().optional(),
});

export type ProgressBarProps = z.output<typeof progressBarPropsSchema>;
