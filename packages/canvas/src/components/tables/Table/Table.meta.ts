import { z } from "zod";
import { sanitizeUrl } from "../../../template/sanitizeUrl";
import { callbackSchema } from "../../shared/schemas";
import { parseNumberFormat } from "../shared/numberFormat";
import { isTableRow, type TableRow } from "./tableRows";

const tableColumnTypes = ["string", "number", "date", "boolean"] as const;
export const tableDensities = ["standard", "compact", "comfortable"] as const;
export const tablePageSizes = [10, 25, 50, 100] as const;

/** Table column widths (canvas-components §9): 100 px unless given, never under 50 px. */
export const DEFAULT_COLUMN_WIDTH = 100;
export const MIN_COLUMN_WIDTH = 50;

export const tableColumnSchema = z
  .object({
    field: z.string().min(1),
    headerName: z.string().optional(),
    type: z.enum(tableColumnTypes).default("string"),
    width: z.number().min(MIN_COLUMN_WIDTH).optional(),
    flex: z.number().positive().optional(),
    editable: z.boolean().default(false),
    valueFormat: z.union([z.string(), z.number()]).optional(),
  })
  .superRefine((column, context) => {
    if (column.type === "number" && parseNumberFormat(column.valueFormat) === null) {
      context.addIssue({
        code: "custom",
        path: ["valueFormat"],
        message: "A number column's valueFormat is a count of decimals (0–20), 'percent' or 'percent:<decimals>'.",
      });
    }
    if (column.type === "date" && column.valueFormat !== undefined && typeof column.valueFormat !== "string") {
      context.addIssue({
        code: "custom",
        path: ["valueFormat"],
        message: "A date column's valueFormat is a date pattern such as 'YYYY-MM-DD HH:mm'.",
      });
    }
  });

export type TableColumn = z.output<typeof tableColumnSchema>;
export type TableColumnType = TableColumn["type"];

// Checked without copying: a data source can hand a table hundreds of thousands of rows.
const rowsSchema = z.custom<readonly TableRow[]>(
  (value) => Array.isArray(value) && value.every(isTableRow),
  "Expected an array of row objects.",
);

const navigateToSchema = z
  .string()
  .min(1)
  .refine(
    (url) => sanitizeUrl(url) !== undefined,
    "Only http, https, mailto, tel and relative addresses can be opened.",
  );

export const tablePropsSchema = z.object({
  rows: rowsSchema.optional(),
  columns: z.array(tableColumnSchema).min(1).optional(),
  title: z.string().optional(),
  density: z.enum(tableDensities).default("standard"),
  height: z.number().int().min(120).optional(),
  pageSize: z.union(tablePageSizes.map((size) => z.literal(size))).default(25),
  searchable: z.boolean().default(false),
  exportable: z.boolean().default(false),
  editedRowsParameter: z.string().min(1).optional(),
  allRowsParameter: z.string().min(1).optional(),
  selectedRowParameter: z.string().min(1).optional(),
  onRowEdited: callbackSchema,
  navigateTo: navigateToSchema.optional(),
  navigateParameters: z.record(z.string().min(1), z.string().min(1)).optional(),
});

export type TableProps = z.output<typeof tablePropsSchema>;
