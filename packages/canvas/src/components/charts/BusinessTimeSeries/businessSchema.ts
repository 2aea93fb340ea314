import { z } from "zod";
import { chartColorSchema } from "../shared/chartSchemas";

/** One series of the business map input (canvas-components §3): its points, colour, visibility and display name. */
const businessSeriesSchema = z.object({
  data: z.array(z.unknown()),
  color: chartColorSchema.nullish(),
  is_hidden: z.boolean().nullish(),
  display: z.string().nullish(),
});

/** Series as a list, or as an object keyed by name (the key names a series without `display`). */
const seriesGroupSchema = z.union([z.array(businessSeriesSchema), z.record(z.string(), businessSeriesSchema)]);

/** The business map input: sediments, lines, current_date and the cone of probability (canvas-components §3). */
export const businessInputSchema = z
  .object({
    sediments: seriesGroupSchema.nullish(),
    lines: seriesGroupSchema.nullish(),
    current_date: z.union([z.string(), z.number(), z.date()]).nullish(),
    cone_of_probability: z
      .object({
        boundaries: z
          .object({ upper: businessSeriesSchema.nullish(), lower: businessSeriesSchema.nullish() })
          .nullish(),
        sediments: seriesGroupSchema.nullish(),
        lines: seriesGroupSchema.nullish(),
      })
      .nullish(),
  })
  .nullish();

export type BusinessInput = z.output<typeof businessInputSchema>;
export type BusinessSeriesInput = z.output<typeof businessSeriesSchema>;
export type SeriesGroupInput = z.output<typeof seriesGroupSchema>;
