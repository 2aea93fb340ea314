import { z } from "zod";
import { colorSchema } from "../shared/colors";

export const minMaxIndicatorPropsSchema = z
  .object({
    value: z.number().nullable(),
    min: z.number(),
    max: z.number(),
    title: z.string().optional(),
    unit: z.string().optional(),
    decimals: z.number().int().min(0).max(10).optional(),
    markerColor: colorSchema.optional(),
  })
  .refine((props) => props.min < props.max, { message: "'min' must be less than 'max'.", path: ["max"] });

export type MinMaxIndicatorProps = z.output<typeof minMaxIndicatorPropsSchema>;
