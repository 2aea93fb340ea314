import { z } from "zod";

/** A calendar event (canvas-components §3): start, end and title; end may be left out for a one-day event. */
export const calendarEventSchema = z.object({
  start: z.union([z.string(), z.number(), z.date()]),
  end: z.union([z.string(), z.number(), z.date()]).nullish(),
  title: z.string(),
});
export type CalendarEvent = z.output<typeof calendarEventSchema>;

export const weekStarts = ["monday", "sunday"] as const;
export type WeekStart = (typeof weekStarts)[number];
