import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { calendarEventSchema, weekStarts } from "./calendarSchema";

export const calendarPropsSchema = z.object({
  events: z.array(calendarEventSchema).nullish(),
  title: z.string().optional(),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/, "Use YYYY-MM, e.g. 2026-10.")
    .optional(),
  monthParameter: z.string().min(1).optional(),
  dateParameter: z.string().min(1).optional(),
  weekStart: z.enum(weekStarts).default("monday"),
  maxEventsPerDay: z.number().int().min(1).max(20).default(3),
  onEventClick: callbackSchema,
});

export type CalendarProps = z.output<typeof calendarPropsSchema>;
