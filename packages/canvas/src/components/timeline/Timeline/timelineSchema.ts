import { z } from "zod";
import { isCssColor } from "../../display/Icon/iconColor";

const idSchema = z.union([z.string(), z.number()]);

/** A date as data sources deliver it: ISO text (the viewer revives date-times as Dates) or epoch milliseconds. */
const dateValueSchema = z.union([z.string(), z.number(), z.date()]);
export type TimelineId = z.infer<typeof idSchema>;

/** The timeline input (canvas-components §3): groups (rows), activities (kinds, with colours) and events. */
export const timelineInputSchema = z
  .object({
    groups: z.array(z.object({ id: idSchema, name: z.string() })).default([]),
    activities: z
      .array(
        z.object({
          id: idSchema,
          name: z.string(),
          color: z.string().refine(isCssColor, "Use a palette colour name or a CSS colour such as #1565c0.").optional(),
        }),
      )
      .default([]),
    events: z
      .array(
        // Extra fields of an event are kept: onSelectionChanged hands them back.
        z.looseObject({
          id: idSchema,
          groupId: idSchema,
          activityId: idSchema,
          start: dateValueSchema,
          end: dateValueSchema.nullish(),
          message: z.string().nullish(),
        }),
      )
      .default([]),
  })
  .nullish();

export type TimelineInput = z.output<typeof timelineInputSchema>;
export type TimelineEvent = NonNullable<TimelineInput>["events"][number];
