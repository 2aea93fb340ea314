import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const labelPlacements = ["end", "start", "top", "bottom"] as const;
export const toggleSizes = ["small", "medium"] as const;

/** The props a checkbox and a switch share. */
export const togglePropsSchema = z.object({
  label: z.string().optional(),
  parameter: z.string().min(1).optional(),
  labelPlacement: z.enum(labelPlacements).default("end"),
  size: z.enum(toggleSizes).default("medium"),
  helperText: z.string().optional(),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type ToggleProps = z.output<typeof togglePropsSchema>;
