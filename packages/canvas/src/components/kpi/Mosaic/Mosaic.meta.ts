import { z } from "zod";
import { colorSchema } from "../shared/colors";
import { displayValueSchema } from "../shared/formatValue";

/** Text sizes of a mosaic, smallest to largest (see `mosaicFontSizes` in mosaicLayout.ts for the pixel sizes). */
export const mosaicFontSizeNames = ["small", "medium", "large", "x-large", "huge"] as const;

const mosaicHeadingSchema = z.union([
  z.string(),
  z.object({ key: z.string(), label: z.string(), detail: z.string().optional() }),
]);

const mosaicFieldSchema = z.union([
  z.string(),
  z.number(),
  z.object({ name: z.string().optional(), value: displayValueSchema }),
]);

const mosaicCellSchema = z
  .object({
    value: z.number().nullable().optional(),
    class: z
      .string()
      .regex(/^[A-Za-z0-9_\- ]*$/, "Class names may hold letters, digits, '-' and '_' only.")
      .optional(),
    fields: z.array(mosaicFieldSchema).default([]),
    progressBar: z
      .object({
        fillPercentage: z.number(),
        text: z.union([z.string(), z.number()]).optional(),
        fillColor: colorSchema.optional(),
      })
      .optional(),
    backgroundColor: colorSchema.optional(),
    foregroundColor: colorSchema.optional(),
    tooltip: z.string().optional(),
  })
  .nullable();

const headingKey = (heading: z.output<typeof mosaicHeadingSchema>) =>
  typeof heading === "string" ? heading : heading.key;

const firstDuplicate = (keys: readonly string[]) => keys.find((key, index) => keys.indexOf(key) !== index);

const mosaicInputSchema = z
  .object({
    xHeadings: z.array(mosaicHeadingSchema),
    yHeadings: z.array(mosaicHeadingSchema),
    cells: z.array(z.array(mosaicCellSchema)).default([]),
  })
  .superRefine((input, context) => {
    for (const axis of ["xHeadings", "yHeadings"] as const) {
      const duplicate = firstDuplicate(input[axis].map(headingKey));
      if (duplicate !== undefined) {
        context.addIssue({
          code: "custom",
          path: [axis],
          message: `Heading keys must be unique: '${duplicate}' appears twice.`,
        });
      }
    }
  });

export type MosaicCellData = NonNullable<z.output<typeof mosaicCellSchema>>;
export type MosaicHeadingData = z.output<typeof mosaicHeadingSchema>;

export const mosaicPropsSchema = z.object({
  input: mosaicInputSchema.nullable().optional(),
  fontSize: z.enum(mosaicFontSizeNames).default("medium"),
  visibleRowsParameter: z.string().min(1).optional(),
  visibleColumnsParameter: z.string().min(1).optional(),
  collapsible: z.boolean().default(true),
  label: z.string().optional(),
  corner: z.string().optional(),
  legend: z.object({ low: z.string(), high: z.string() }).optional(),
});

export type MosaicProps = z.output<typeof mosaicPropsSchema>;
