import { z } from "zod";
import { isIconName } from "../../display/Icon/iconNames";
import { displayValueSchema } from "./formatValue";

/** Whether a change is good news (green, arrow up) or bad news (red, arrow down). */
const deltaClasses = ["positive", "negative"] as const;
export type DeltaClass = (typeof deltaClasses)[number];

/** A change shown under a KPI: its value, what it compares with, and whether it is good or bad news. */
export const deltaSchema = z.object({
  value: displayValueSchema,
  title: z.string().optional(),
  class: z.enum(deltaClasses).optional(),
});
export type Delta = z.output<typeof deltaSchema>;

/** The name of a canvas icon (components/display/Icon). */
export const iconNameSchema = z.string().refine(isIconName, "Use the name of a canvas icon, e.g. 'truck'.");
