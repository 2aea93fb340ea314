import { z } from "zod";
import { isCssColor } from "./iconColor";

export const iconSizes = ["small", "medium", "large", "inherit"] as const;

export const iconPropsSchema = z.object({
  name: z.string().min(1, "Give the name of an icon."),
  size: z.union([z.enum(iconSizes), z.number().positive().max(512)]).default("medium"),
  color: z
    .string()
    .refine(isCssColor, "Use a palette colour, an MUI colour or a CSS colour such as #1565c0.")
    .optional(),
  title: z.string().min(1).optional(),
});

export type IconProps = z.output<typeof iconPropsSchema>;
