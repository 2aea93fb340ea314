import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const sliderOrientations = ["horizontal", "vertical"] as const;
export const valueLabelDisplays = ["auto", "on", "off"] as const;

const sliderMarkSchema = z.object({ value: z.number(), label: z.string().optional() });

export const sliderPropsSchema = z
  .object({
    label: z.string().optional(),
    parameter: z.string().min(1).optional(),
    min: z.number().default(0),
    max: z.number().default(100),
    step: z.number().positive().nullable().default(1),
    marks: z.union([z.boolean(), z.array(sliderMarkSchema)]).default(false),
    range: z.boolean().default(false),
    orientation: z.enum(sliderOrientations).default("horizontal"),
    unit: z.string().optional(),
    valueLabelDisplay: z.enum(valueLabelDisplays).default("auto"),
    disabled: z.boolean().default(false),
    onChange: callbackSchema,
  })
  .refine((props) => props.max > props.min, { message: "'max' must be greater than 'min'.", path: ["max"] })
  .refine((props) => props.step !== null || Array.isArray(props.marks), {
    message: "A step of null allows only the marks: give 'marks' as a list.",
    path: ["step"],
  });

export type SliderProps = z.output<typeof sliderPropsSchema>;
