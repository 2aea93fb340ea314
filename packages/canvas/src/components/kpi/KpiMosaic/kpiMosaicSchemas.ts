import { z } from "zod";
import { colorSchema } from "../shared/colors";
import { displayValueSchema } from "../shared/formatValue";
import { type Display, displaySchema } from "../shared/graphicSchema";
import { iconNameSchema } from "../shared/kpiSchemas";

/** An entry of the columns or rows dictionary: a heading, or a collapsible group of headings. */
export type KpiMosaicAxisEntry =
  | string
  | {
      display: Display;
      children?: Record<string, KpiMosaicAxisEntry> | undefined;
      collapsed?: boolean | undefined;
      order?: number | undefined;
    };

const axisEntrySchema: z.ZodType<KpiMosaicAxisEntry> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({
      display: displaySchema,
      children: z.record(z.string(), axisEntrySchema).optional(),
      collapsed: z.boolean().optional(),
      order: z.number().optional(),
    }),
  ]),
);

export const axisSchema = z.record(z.string(), axisEntrySchema);
export type KpiMosaicAxis = z.output<typeof axisSchema>;

const datasetClasses = ["positive", "negative", "warning", "neutral"] as const;

/** One figure of a cell. */
const datasetSchema = z.object({
  title: z.string().optional(),
  value: displayValueSchema,
  unit: z.string().optional(),
  class: z.enum(datasetClasses).optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  trend: z.array(z.number().nullable()).optional(),
});
export type KpiMosaicDataset = z.output<typeof datasetSchema>;

const hoverItemSchema = z.object({
  label: z.string().min(1),
  icon: iconNameSchema.optional(),
  href: z.string().optional(),
  value: z.unknown().optional(),
});
export type KpiMosaicHoverItem = z.output<typeof hoverItemSchema>;

export const kpiMosaicCellSchema = z.object({
  column_coordinate: z.string(),
  row_coordinate: z.string(),
  datasets: z.array(datasetSchema).default([]),
  targets: z.object({ businessMap: z.unknown().optional(), dashboard: z.unknown().optional() }).optional(),
  hoverItems: z.array(hoverItemSchema).default([]),
  backgroundColor: colorSchema.optional(),
  foregroundColor: colorSchema.optional(),
});
export type KpiMosaicCell = z.output<typeof kpiMosaicCellSchema>;
