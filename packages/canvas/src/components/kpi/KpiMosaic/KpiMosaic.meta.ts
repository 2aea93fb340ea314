import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { firstDuplicateKey } from "./kpiMosaicModel";
import { axisSchema, kpiMosaicCellSchema } from "./kpiMosaicSchemas";

export const kpiMosaicPropsSchema = z
  .object({
    columns: axisSchema,
    rows: axisSchema,
    cells: z.array(kpiMosaicCellSchema).default([]),
    label: z.string().optional(),
    corner: z.string().optional(),
    expandedRowsParameter: z.string().min(1).optional(),
    expandedColumnsParameter: z.string().min(1).optional(),
    onNavigateToBusinessMap: callbackSchema,
    onNavigateToDashboard: callbackSchema,
    onHoverItemClick: callbackSchema,
  })
  .superRefine((props, context) => {
    for (const axis of ["columns", "rows"] as const) {
      const duplicate = firstDuplicateKey(props[axis]);
      if (duplicate !== undefined) {
        context.addIssue({
          code: "custom",
          path: [axis],
          message: `Keys must be unique across all levels: '${duplicate}' appears twice.`,
        });
      }
    }
  });

export type KpiMosaicProps = z.output<typeof kpiMosaicPropsSchema>;
