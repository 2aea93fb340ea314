import { z } from "zod";

export const paletteColors = ["primary", "secondary", "default", "error", "info", "success", "warning"] as const;

export const badgePropsSchema = z.object({
  content: z.union([z.string(), z.number()]).optional(),
  color: z.string().min(1).default("primary"),
  modifier: z.enum(["standard", "dot"]).default("standard"),
  max: z.number().int().positive().default(99),
  showZero: z.boolean().default(false),
});

export type BadgeProps = z.output<typeof badgePropsSchema> & { children?: React.ReactNode };

export const isPaletteColor = (color: string): color is (typeof paletteColors)[number] =>
  (paletteColors as readonly string[]).includes(color);
