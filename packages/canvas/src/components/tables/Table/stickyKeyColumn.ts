import { type GridColDef, type GridValidRowModel, gridClasses } from "@mui/x-data-grid";

/** Marks the cells and the header of a table's first column, the one that names each row. */
export const KEY_COLUMN_CLASS = "sf-canvas-table__key";

/**
 * Columns rendered on either side of the visible ones. The grid drops columns scrolled far out
 * of view; the key column must stay in the page to stay in view, so a table this wide keeps all.
 */
export const KEY_COLUMN_BUFFER_PX = 4000;

/**
 * The first column stays in view while a wide table scrolls sideways (on a phone most tables
 * do), so every row keeps its name. It borrows the grid's own pinned-column classes for the
 * sticky position and the row's hover and selection backgrounds; `left: 0` is ours.
 */
export function withStickyKeyColumn<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
): GridColDef<Row>[] {
  return columns.map((column, index) =>
    index === 0 && columns.length > 1
      ? {
          ...column,
          cellClassName: `${gridClasses["cell--pinnedLeft"]} ${KEY_COLUMN_CLASS}`,
          headerClassName: `${gridClasses["columnHeader--pinnedLeft"]} ${KEY_COLUMN_CLASS}`,
        }
      : column,
  );
}

/** The key column's offset and the line that separates it from the columns scrolling beneath it. */
export const stickyKeyColumnSx = {
  [`& .${KEY_COLUMN_CLASS}`]: { left: 0, boxShadow: "inset -1px 0 0 rgba(0, 0, 0, 0.12)" },
} as const;
