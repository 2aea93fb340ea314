import { z } from "zod";
import { isIconName } from "../../display/Icon/iconNames";
import { callbackSchema } from "../../shared/schemas";

/** The corners an action button can sit in (canvas-components §9). */
export const fabPositions = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;
export const fabColors = ["primary", "secondary", "default", "error", "info", "success", "warning"] as const;
export const fabSizes = ["small", "medium", "large"] as const;

export const fabPropsSchema = z.object({
  icon: z.string().refine(isIconName, "Use the name of an icon of the icon set (see Icon).").default("add"),
  label: z.string().min(1, "Give the button a label: it names the button for screen readers."),
  position: z.enum(fabPositions).default("bottom-right"),
  color: z.enum(fabColors).default("primary"),
  size: z.enum(fabSizes).default("large"),
  extended: z.boolean().default(false),
  onClick: callbackSchema,
  parameter: z.string().min(1).optional(),
  value: z.unknown().optional(),
});

export type FabProps = z.output<typeof fabPropsSchema>;
