import type { ReactNode } from "react";
import { isRenderable } from "../../overlays/shared/nodeSchema";
import { callSafely } from "../../shared/safeCallback";
import { cellText } from "./cellValue";
import { ChevronIcon, DropdownArrowIcon } from "./gridIcons";
import type { ShownCell } from "./gridModel";
import type { GridColumn, GridRowData } from "./gridTypes";

/** What a cell shows of a folding row (a chevron cell). */
export type RowFold = { readonly depth: number; readonly hasChildren: boolean; readonly expanded: boolean };

type ContentProps = {
  readonly cell: ShownCell;
  readonly column: GridColumn;
  readonly row: GridRowData;
  readonly fold: RowFold;
  readonly onToggleRow: () => void;
  readonly onToggleCheckbox: () => void;
};

const INDENT = 18;

/** A jsx cell's content: the column's getContent(row), else the value when it is something React can show. */
function jsxContent(cell: ShownCell, column: GridColumn, row: GridRowData): ReactNode {
  if (cell.slot?.cellIndex === null && column.getContent !== undefined) {
    const content = callSafely(column.getContent, `DataGrid column "${column.field}" getContent`, row);
    return isRenderable(content) ? content : null;
  }
  return isRenderable(cell.value) ? cell.value : null;
}

/** The inside of a cell as it shows when it is not being edited. */
export function GridCellContent({ cell, column, row, fold, onToggleRow, onToggleCheckbox }: ContentProps) {
  const text = cellText(cell.type, cell.value, cell.options);
  switch (cell.type) {
    case "chevron":
      return (
        <>
          <span style={{ width: fold.depth * INDENT, flex: "none" }} />
          {fold.hasChildren ? (
            <button
              type="button"
              tabIndex={-1}
              className={`sf-datagrid__toggle${fold.expanded ? " sf-datagrid__toggle--expanded" : ""}`}
              aria-label={`${fold.expanded ? "Collapse" : "Expand"} ${text}`}
              onClick={onToggleRow}
            >
              <ChevronIcon />
            </button>
          ) : (
            <span className="sf-datagrid__toggle-spacer" />
          )}
          <span className="sf-datagrid__text">{text}</span>
        </>
      );
    case "checkbox":
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          className="sf-datagrid__checkbox"
          checked={cell.value === true}
          disabled={!cell.editable}
          aria-label={column.title}
          onChange={onToggleCheckbox}
        />
      );
    case "dropdown":
      return (
        <>
          <span className="sf-datagrid__text">{text}</span>
          {cell.editable ? <DropdownArrowIcon /> : null}
        </>
      );
    case "jsx":
      return <>{jsxContent(cell, column, row)}</>;
    default:
      return <span className="sf-datagrid__text">{text}</span>;
  }
}
