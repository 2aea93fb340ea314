import { z } from "zod";
import { colorSchema } from "../shared/colors";
import { displayValueSchema } from "../shared/formatValue";

/** A column heading; with children it is a group heading spanning them, to any depth. */
export type HeatmapColumn = { title: string; children?: HeatmapColumn[] | undefined };

const heatmapColumnSchema: z.ZodType<HeatmapColumn> = z.lazy(() =>
  z.object({ title: z.string(), children: z.array(heatmapColumnSchema).optional() }),
);

const heatmapCellSchema = z
  .object({
    backgroundColor: colorSchema.optional(),
    foregroundColor: colorSchema.optional(),
    content: displayValueSchema.optional(),
  })
  .nullable();

const heatmapRowSchema = z.object({ title: z.string(), cells: z.array(heatmapCellSchema).default([]) });

export type HeatmapCell = z.output<typeof heatmapCellSchema>;

export const heatmapTablePropsSchema = z.object({
  columns: z.array(heatmapColumnSchema).min(1, "Give at least one column."),
  rows: z.array(heatmapRowSchema).default([]),
  caption: z.string().optional(),
  rowHeaderTitle: z.string().optional(),
  decimals: z.number().int().min(0).max(10).optional(),
});

export type HeatmapTableProps = z.output<typeof heatmapTablePropsSchema>;
