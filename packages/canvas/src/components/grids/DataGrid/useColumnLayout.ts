import {
  type ColumnDef,
  type ColumnSizingState,
  getCoreRowModel,
  type Header,
  useReactTable,
} from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { type GridColumn, type GridRowData, MIN_COLUMN_WIDTH } from "./gridTypes";

/** Where each column sits: widths after resizing, left edges, and the offsets of the sticky ones. */
export type ColumnLayout = {
  readonly widths: readonly number[];
  readonly starts: readonly number[];
  readonly totalWidth: number;
  /** The distance from the left (sticky-left columns) or the right (sticky-right columns); null for the others. */
  readonly stickyLeftAt: readonly (number | null)[];
  readonly stickyRightAt: readonly (number | null)[];
  readonly stickyLeftWidth: number;
  readonly stickyRightWidth: number;
  /** The last sticky-left column and the first sticky-right one (-1 without), where the shadows fall. */
  readonly lastStickyLeft: number;
  readonly firstStickyRight: number;
  /** Width of `span` columns from `column`. */
  spanWidth(column: number, span: number): number;
};

export type ColumnModel = {
  readonly layout: ColumnLayout;
  /** The drag handler of a resizable column's header edge. */
  resizeHandlerOf(column: number): ((event: unknown) => void) | null;
  isResizing(column: number): boolean;
  /** Changes a column's width by `delta` px (the keyboard's way to resize). */
  resizeBy(column: number, delta: number): void;
};

const MAX_COLUMN_WIDTH = 1200;
// The grid draws its rows itself (see decisions): the table gets none, only the columns.
const NO_ROWS: GridRowData[] = [];

/**
 * The grid's columns on TanStack Table: sizes, resizing by drag (the width follows the pointer) and the
 * sticky (pinned) columns on both sides with their offsets.
 */
export function useColumnModel(columns: readonly GridColumn[], stickyLeft: number, stickyRight: number): ColumnModel {
  const definitions = useMemo<ColumnDef<GridRowData>[]>(
    () =>
      columns.map((column) => ({
        id: column.field,
        size: column.width,
        minSize: MIN_COLUMN_WIDTH,
        maxSize: MAX_COLUMN_WIDTH,
        enableResizing: column.resizable,
      })),
    [columns],
  );
  const columnPinning = useMemo(() => {
    const ids = columns.map((column) => column.field);
    return { left: ids.slice(0, stickyLeft), right: stickyRight > 0 ? ids.slice(-stickyRight) : [] };
  }, [columns, stickyLeft, stickyRight]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const table = useReactTable({
    data: NO_ROWS,
    columns: definitions,
    state: { columnSizing, columnPinning },
    onColumnSizingChange: setColumnSizing,
    columnResizeMode: "onChange",
    getCoreRowModel: getCoreRowModel(),
  });

  const leafColumns = table.getAllLeafColumns();
  const widths = leafColumns.map((column) => column.getSize());
  const starts = leafColumns.map((column) => column.getStart());
  const stickyLeftAt = leafColumns.map((column) => (column.getIsPinned() === "left" ? column.getStart("left") : null));
  const stickyRightAt = leafColumns.map((column) =>
    column.getIsPinned() === "right" ? column.getAfter("right") : null,
  );
  const totalWidth = table.getTotalSize();
  const stickyLeftWidth = table.getLeftTotalSize();
  const stickyRightWidth = table.getRightTotalSize();
  // A new layout only when a width or a pin changed, so rows drawn with the old one need not draw again.
  const key = [widths, stickyLeftAt, stickyRightAt].map((list) => list.join(",")).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the arrays computed above
  const layout = useMemo(
    (): ColumnLayout => ({
      widths,
      starts,
      totalWidth,
      stickyLeftAt,
      stickyRightAt,
      stickyLeftWidth,
      stickyRightWidth,
      lastStickyLeft: stickyLeftAt.filter((offset) => offset !== null).length - 1,
      firstStickyRight: stickyRightAt.findIndex((offset) => offset !== null),
      spanWidth: (column, span) => widths.slice(column, column + span).reduce((all, width) => all + width, 0),
    }),
    [key],
  );

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const resizing = table.getState().columnSizingInfo.isResizingColumn;
  // One object while nothing changes, so the header row is not drawn again on every scroll.
  return useMemo((): ColumnModel => {
    const headerOf = (column: number): Header<GridRowData, unknown> | undefined =>
      headers.find((header) => header.column.id === columns[column]?.field);
    return {
      layout,
      resizeHandlerOf: (column) => {
        const header = headerOf(column);
        return header?.column.getCanResize() ? header.getResizeHandler() : null;
      },
      isResizing: (column) => resizing !== false && resizing === columns[column]?.field,
      resizeBy: (column, delta) => {
        const field = columns[column]?.field;
        const width = layout.widths[column];
        if (field === undefined || width === undefined) return;
        const next = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + delta));
        setColumnSizing((sizing) => ({ ...sizing, [field]: next }));
      },
    };
  }, [layout, headers, resizing, columns]);
}
