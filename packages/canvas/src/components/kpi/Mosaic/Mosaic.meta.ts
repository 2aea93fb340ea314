import { z } from "zod";
import type { ComponentAttribute } from "../../../defineComponent";
import { colorSchema } from "../shared/colors";
import { displayValueSchema } from "../shared/formatValue";
import { mosaicExamples } from "./mosaicExamples";

/** Text sizes of a mosaic, smallest to largest (see `mosaicFontSizes` in mosaicLayout.ts for the pixel sizes). */
export const mosaicFontSizeNames = ["small", "medium", "large", "x-large", "huge"] as const;

export const mosaicHeadingSchema = z.union([
  z.string(),
  z.object({ key: z.string(), label: z.string(), detail: z.string().optional() }),
]);

export const mosaicFieldSchema = z.union([
  z.string(),
  z.number(),
  z.object({ name: z.string().optional(), value: displayValueSchema }),
]);

export const mosaicCellSchema = z
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

export const mosaicInputSchema = z
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

export type MosaicInput = z.output<typeof mosaicInputSchema>;
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

export const mosaicMeta = {
  name: "Mosaic",
  family: "kpi",
  description:
    "A heat grid: rows (yHeadings) by columns (xHeadings), each cell coloured by a value from -1 (red) through " +
    "orange and yellow to 1 (green), its opacity the value's size (at least 0.3), values beyond ±0.95 outlined. " +
    "Cells show fields, a progress bar and a tooltip. Rows and columns fold away with their heading buttons; " +
    "bind the shown rows and columns to parameters to drive other frames.",
  isSelfClosing: true,
  attributes: [
    {
      name: "input",
      type: "{ xHeadings, yHeadings, cells }",
      description:
        "Required. Headings are texts or { key, label, detail? }; cells[row][column] is null (empty) or " +
        "{ value (-1..1, clamped), class, fields (texts, numbers or { name, value }), progressBar " +
        "({ fillPercentage, text, fillColor }), backgroundColor, foregroundColor, tooltip }. backgroundColor " +
        "overrides the value's colour; without foregroundColor the text colour is chosen for contrast.",
    },
    {
      name: "fontSize",
      type: "string",
      description: "Text size: small (12 px), medium (14 px, default), large (16 px), x-large (20 px) or huge (24 px).",
      options: mosaicFontSizeNames,
    },
    {
      name: "visibleRowsParameter",
      type: "string",
      description:
        "A parameter holding the keys of the rows shown in full (empty: all). Folding a row writes it; a list " +
        "naming rows that do not exist is reset to all rows, with a console warning.",
    },
    {
      name: "visibleColumnsParameter",
      type: "string",
      description: "The same for columns.",
    },
    {
      name: "collapsible",
      type: "boolean",
      description: "Headings are buttons that fold and unfold their row or column (default true).",
    },
    { name: "label", type: "string", description: "The grid's accessible name (default 'Mosaic')." },
    {
      name: "corner",
      type: "string",
      description: "Text of the top-left corner, naming the row headings (e.g. 'Truck').",
    },
    {
      name: "legend",
      type: "{ low, high }",
      description:
        "Shows the colour scale under the grid, with what -1 and 1 mean (e.g. 'Below fleet', 'Above fleet').",
    },
  ] satisfies ComponentAttribute[],
  examples: mosaicExamples,
} as const;
