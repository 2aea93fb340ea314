import { z } from "zod";
import type { ComponentAttribute } from "../../../defineComponent";
import { colorSchema } from "../shared/colors";
import { displayValueSchema } from "../shared/formatValue";
import { heatmapTableExamples } from "./heatmapTableExamples";

/** A column heading; with children it is a group heading spanning them, to any depth. */
export type HeatmapColumn = { title: string; children?: HeatmapColumn[] | undefined };

export const heatmapColumnSchema: z.ZodType<HeatmapColumn> = z.lazy(() =>
  z.object({ title: z.string(), children: z.array(heatmapColumnSchema).optional() }),
);

export const heatmapCellSchema = z
  .object({
    backgroundColor: colorSchema.optional(),
    foregroundColor: colorSchema.optional(),
    content: displayValueSchema.optional(),
  })
  .nullable();

export const heatmapRowSchema = z.object({ title: z.string(), cells: z.array(heatmapCellSchema).default([]) });

export type HeatmapCell = z.output<typeof heatmapCellSchema>;
export type HeatmapRow = z.output<typeof heatmapRowSchema>;

export const heatmapTablePropsSchema = z.object({
  columns: z.array(heatmapColumnSchema).min(1, "Give at least one column."),
  rows: z.array(heatmapRowSchema).default([]),
  caption: z.string().optional(),
  rowHeaderTitle: z.string().optional(),
  decimals: z.number().int().min(0).max(10).optional(),
});

export type HeatmapTableProps = z.output<typeof heatmapTablePropsSchema>;

export const heatmapTableMeta = {
  name: "HeatmapTable",
  family: "kpi",
  description:
    "A table whose cells carry their own background and text colours, under nested column headings of any depth " +
    "(groups span their columns) and with a heading per row. Without a text colour, each cell gets light or dark " +
    "text, whichever reads at 4.5:1 on its background.",
  isSelfClosing: true,
  attributes: [
    {
      name: "columns",
      type: "{ title, children? }[]",
      description:
        "Column headings, left to right. A heading with children is a group spanning them; groups nest to any depth.",
    },
    {
      name: "rows",
      type: "{ title, cells }[]",
      description:
        "One entry per row: its heading and one cell per leaf column, each null (empty) or { backgroundColor, " +
        "foregroundColor, content }. Colours are palette names or CSS colours.",
    },
    { name: "caption", type: "string", description: "The table's caption, shown above it; it names the table." },
    { name: "rowHeaderTitle", type: "string", description: "The heading of the row-heading column (top left)." },
    { name: "decimals", type: "number", description: "Decimals of numeric content (default: up to two)." },
  ] satisfies ComponentAttribute[],
  examples: heatmapTableExamples,
} as const;
