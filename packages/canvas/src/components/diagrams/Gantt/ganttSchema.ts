import { z } from "zod";
import { isCssColor } from "../../display/Icon/iconColor";
import { itemTypes } from "./ganttConstants";

const idSchema = z.union([z.string().min(1), z.number()]);
export type GanttId = z.infer<typeof idSchema>;

/** A date as data sources deliver it: ISO text ('2026-03-02', '2026-03-02T08:00'), a Date or epoch milliseconds. */
const dateValueSchema = z.union([z.string(), z.number(), z.date()]);
export type GanttDateValue = z.infer<typeof dateValueSchema>;

const colorSchema = z.string().refine(isCssColor, "Use a palette colour name or a CSS colour such as #1565c0.");

/**
 * A Gantt item (canvas-components §3). Fields the chart does not know are kept: callbacks and the edit
 * parameter hand the whole item back.
 */
export const ganttItemSchema = z.looseObject({
  id: idSchema,
  name: z.string().default(""),
  start: dateValueSchema.nullish(),
  end: dateValueSchema.nullish(),
  type: z.enum(itemTypes).default("task"),
  parent: idSchema.nullish(),
  open: z.boolean().default(true),
  color: colorSchema.optional(),
  textColor: colorSchema.optional(),
  metadata: z.unknown().optional(),
});
export type GanttItem = z.output<typeof ganttItemSchema>;

/** A dependency between two items; its type is 0 finish-to-start, 1 start-to-start, 2 finish-to-finish, 3 start-to-finish. */
export const ganttLinkSchema = z.looseObject({
  id: idSchema,
  source: idSchema,
  target: idSchema,
  type: z.number().int().default(0),
});
export type GanttLink = z.output<typeof ganttLinkSchema>;

/** A vertical marker: a line at start_date, or a band up to end_date, with a label and a tooltip. */
export const ganttMarkerSchema = z.object({
  start_date: dateValueSchema,
  end_date: dateValueSchema.nullish(),
  css: z
    .string()
    .regex(/^[\w\s-]*$/, "Use class names only (letters, digits, '-' and '_', separated by spaces).")
    .optional(),
  text: z.string().optional(),
  title: z.string().optional(),
});
export type GanttMarker = z.output<typeof ganttMarkerSchema>;
