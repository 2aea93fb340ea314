import { memo } from "react";
import { type AfterEdit, CellEditor, type EditState } from "./CellEditor";
import { cellFrame } from "./cellFrame";
import { GridCellContent, type RowFold } from "./GridCellContent";
import { isModified } from "./gridEdits";
import type { ShownCell } from "./gridModel";
import type { GridColumn, GridRowData } from "./gridTypes";
import type { ColumnLayout } from "./useColumnLayout";

/** What rows ask of the grid; one object for the grid's life, so rows redraw only when their own data changes. */
export type RowActions = {
  toggleRow(position: number): void;
  toggleCheckbox(position: number, column: number): void;
  openEditor(position: number, column: number): void;
  setEditText(text: string): void;
  commitEdit(after: AfterEdit): void;
  cancelEdit(): void;
};

type GridRowProps = {
  readonly position: number;
  readonly top: number;
  readonly rowHeight: number;
  readonly row: GridRowData;
  readonly original: GridRowData | undefined;
  readonly cells: readonly ShownCell[];
  readonly columns: readonly GridColumn[];
  readonly layout: ColumnLayout;
  /** Indent of the row under its parents, and whether it has rows folding under it. */
  readonly depth: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  /** The column of the focused cell when it is in this row, else -1. */
  readonly focusColumn: number;
  /** The cell being edited when it is in this row. */
  readonly edit: EditState | null;
  readonly actions: RowActions;
};

const inputTypes = new Set(["text", "number", "date"]);

function GridRowView(props: GridRowProps) {
  const { position, row, original, cells, columns, layout, focusColumn, edit, actions, rowHeight } = props;
  const fold: RowFold = { depth: props.depth, hasChildren: props.hasChildren, expanded: props.expanded };
  let nextColumn = 0;
  // Cells need their column numbers announced only where a cell from a row above leaves a gap.
  const hasGaps = cells.reduce((filled, cell) => filled + cell.colSpan, 0) < columns.length;
  return (
    // biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows)
    <div
      role="row"
      aria-rowindex={position + 2}
      data-row={position + 1}
      className="sf-datagrid__row"
      style={{ top: props.top }}
    >
      {cells.map((cell) => {
        const column = columns[cell.column];
        if (column === undefined) return null;
        const frame = cellFrame(layout, cell.column, cell.colSpan, cell.rowSpan, rowHeight);
        const { classes } = frame;
        // A gap where a cell from a row above reaches down into this row.
        const style =
          cell.column > nextColumn
            ? { ...frame.style, marginLeft: layout.spanWidth(nextColumn, cell.column - nextColumn) }
            : frame.style;
        nextColumn = cell.column + cell.colSpan;
        const editing = edit !== null && edit.column === cell.column && inputTypes.has(cell.type) && cell.editable;
        const modified = cell.slot !== null && cell.editable && isModified(original, row, cell.slot);
        classes.push(`sf-datagrid__cell--${cell.type}`);
        if (cell.type === "header") classes.push("sf-datagrid__cell--header");
        if (cell.slot === null) classes.push("sf-datagrid__cell--blank");
        if (cell.editable) classes.push("sf-datagrid__cell--editable");
        if (cell.rowSpan > 1) classes.push("sf-datagrid__cell--spanning");
        if (modified) classes.push("sf-datagrid__cell--modified");
        if (editing) classes.push("sf-datagrid__cell--editing");
        return (
          // biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows); the grid element handles the keys of every cell
          <div
            key={cell.column}
            role={cell.type === "header" ? "rowheader" : "gridcell"}
            aria-colindex={hasGaps ? cell.column + 1 : undefined}
            aria-colspan={cell.colSpan > 1 ? cell.colSpan : undefined}
            aria-rowspan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
            aria-readonly={cell.editable || cell.slot === null || cell.type === "header" ? undefined : true}
            aria-expanded={cell.type === "chevron" && fold.hasChildren ? fold.expanded : undefined}
            tabIndex={focusColumn === cell.column ? 0 : -1}
            data-column={cell.column}
            className={classes.join(" ")}
            style={style}
            onDoubleClick={cell.editable ? () => actions.openEditor(position, cell.column) : undefined}
            onClick={
              cell.editable && cell.type === "dropdown" ? () => actions.openEditor(position, cell.column) : undefined
            }
          >
            {editing && edit !== null ? (
              <CellEditor
                type={cell.type}
                label={column.title}
                edit={edit}
                onText={actions.setEditText}
                onCommit={actions.commitEdit}
                onCancel={actions.cancelEdit}
              />
            ) : (
              <GridCellContent
                cell={cell}
                column={column}
                row={row}
                fold={fold}
                onToggleRow={() => actions.toggleRow(position)}
                onToggleCheckbox={() => actions.toggleCheckbox(position, cell.column)}
              />
            )}
            {modified ? <span className="sf-datagrid__visually-hidden"> (edited)</span> : null}
          </div>
        );
      })}
    </div>
  );
}

export const GridRow = memo(GridRowView);
