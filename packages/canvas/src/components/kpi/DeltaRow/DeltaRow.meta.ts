import { z } from "zod";
import { colorSchema } from "../shared/colors";

/** A bar's value; null or absent (a missing figure in the data) shows an empty bar with a dash. */
const barValueSchema = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const deltaRowValueSchema = z.union([
  barValueSchema,
  z.object({
    label: z.string().optional(),
    value: barValueSchema,
    text: z.union([z.string(), z.number()]).optional(),
    color: colorSchema.optional(),
  }),
]);
export type DeltaRowValue = z.output<typeof deltaRowValueSchema>;

export const deltaRowPropsSchema = z.object({
  progressBarValues: z.array(deltaRowValueSchema).default([]),
  maxProgressBarValue: z.number().positive("The maximum must be greater than 0.").default(1),
  title: z.string().optional(),
});

export type DeltaRowProps = z.output<typeof deltaRowPropsSchema>;
