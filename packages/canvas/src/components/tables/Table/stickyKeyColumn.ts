import { type GridColDef, type GridValidRowModel, gridClasses } from "@mui/x-data-grid";

/** Marks the cells and the header of a table's first column, the one that names each row. */
export const KEY_COLUMN_CLASS = "sf-canvas-table__key";

/** Marks a grid whose first column stays in view, so its loading placeholders keep that column in view too. */
export const STICKY_KEY_GRID_CLASS = "sf-canvas-table--sticky-key";

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
    index === 0 && hasStickyKeyColumn(columns)
      ? {
          ...column,
          cellClassName: `${gridClasses["cell--pinnedLeft"]} ${KEY_COLUMN_CLASS}`,
          headerClassName: `${gridClasses["columnHeader--pinnedLeft"]} ${KEY_COLUMN_CLASS}`,
        }
      : column,
  );
}

/** A table of one column keeps it scrolling: there is nothing to scroll beneath it. */
export function hasStickyKeyColumn(columns: readonly unknown[]): boolean {
  return columns.length > 1;
}

/** The key column's offset and the line that separates it from the columns scrolling beneath it. */
export const stickyKeyColumnSx = {
  [`& .${KEY_COLUMN_CLASS}`]: { left: 0, boxShadow: "inset -1px 0 0 rgba(0, 0, 0, 0.12)" },
  // While rows load, the grid draws placeholder rows of its own that take no column classes; their first
  // cell stays put like the key cells it stands for, or a sideways scroll would carry it away.
  [`&.${STICKY_KEY_GRID_CLASS} .${gridClasses.cellSkeleton}[data-colindex="0"]`]: {
    position: "sticky",
    left: 0,
    zIndex: 1,
    bgcolor: "background.paper",
    boxShadow: "inset -1px 0 0 rgba(0, 0, 0, 0.12)",
  },
} as const;
