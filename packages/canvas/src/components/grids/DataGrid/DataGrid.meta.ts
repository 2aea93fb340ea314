import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { DEFAULT_HEADER_HEIGHT, DEFAULT_ROW_HEIGHT } from "./gridTypes";

/**
 * `name`, `columns` and `rows` are checked by the grid itself, which lists what is missing under 'Missing
 * configuration' in its place (canvas-components §5) instead of failing on the attribute.
 */
export const dataGridPropsSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  columns: z.unknown().optional(),
  rows: z.unknown().optional(),
  parameter: z.string().min(1).optional(),
  editedRowsParameter: z.string().min(1).optional(),
  stickyLeft: z.number().int().min(0).default(0),
  stickyRight: z.number().int().min(0).default(0),
  searchable: z.boolean().default(false),
  height: z.number().positive().default(420),
  rowHeight: z.number().int().min(20).default(DEFAULT_ROW_HEIGHT),
  headerHeight: z.number().int().min(20).default(DEFAULT_HEADER_HEIGHT),
  onCellEdited: callbackSchema,
});

export type DataGridProps = z.output<typeof dataGridPropsSchema>;
