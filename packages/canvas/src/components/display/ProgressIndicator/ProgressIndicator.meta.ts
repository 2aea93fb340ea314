import { z } from "zod";

export const progressColors = ["primary", "secondary", "error", "info", "success", "warning", "inherit"] as const;

export const progressIndicatorPropsSchema = z.object({
  variant: z.enum(["circular", "linear"]).default("circular"),
  value: z.number().optional(),
  label: z.string().optional(),
  color: z.enum(progressColors).default("primary"),
  showValue: z.boolean().default(true),
  size: z.number().int().min(16).max(200).default(40),
});

export type ProgressIndicatorProps = z.output<typeof progressIndicatorPropsSchema>;
