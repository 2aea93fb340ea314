import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { isIconName } from "../Icon/iconNames";

export const chipColors = ["default", "primary", "secondary", "error", "info", "success", "warning"] as const;

export const chipPropsSchema = z.object({
  label: z.union([z.string(), z.number()]).transform(String),
  color: z.enum(chipColors).default("default"),
  variant: z.enum(["filled", "outlined"]).default("filled"),
  size: z.enum(["small", "medium"]).default("medium"),
  icon: z
    .string()
    .refine(isIconName, { error: (issue) => `Unknown icon '${String(issue.input)}'.` })
    .optional(),
  onClick: callbackSchema,
  onDelete: callbackSchema,
});

export type ChipProps = z.output<typeof chipPropsSchema>;
