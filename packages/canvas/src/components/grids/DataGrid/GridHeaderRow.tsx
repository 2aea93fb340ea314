import Tooltip from "@mui/material/Tooltip";
import { memo } from "react";
import { isRenderable } from "../../overlays/shared/nodeSchema";
import { cellFrame } from "./cellFrame";
import type { GridColumn } from "./gridTypes";
import type { ColumnModel } from "./useColumnLayout";

type GridHeaderRowProps = {
  readonly columns: readonly GridColumn[];
  readonly columnModel: ColumnModel;
  readonly height: number;
  /** The column of the header cell that is the grid's tab stop, or -1 when a body cell is. */
  readonly tabColumn: number;
  /** The id of the hidden element holding a column's header tooltip, read as the header's description. */
  readonly descriptionId: (column: number) => string;
};

/** The sticky top row: one column header per column, with its tooltip and the resize handle of resizable ones. */
function HeaderRowView({ columns, columnModel, height, tabColumn, descriptionId }: GridHeaderRowProps) {
  const { layout } = columnModel;
  return (
    // biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows)
    <div role="rowgroup" className="sf-datagrid__head" style={{ width: layout.totalWidth, height }}>
      {/* biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows) */}
      <div role="row" aria-rowindex={1} data-row={0} className="sf-datagrid__row">
        {columns.map((column, index) => {
          const { classes } = cellFrame(layout, index, 1, 1, height);
          classes.push("sf-datagrid__columnheader");
          if (column.type === "number") classes.push("sf-datagrid__columnheader--number");
          if (column.type === "checkbox") classes.push("sf-datagrid__columnheader--checkbox");
          const resize = columnModel.resizeHandlerOf(index);
          const header = (
            // biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows)
            <div
              key={column.field}
              role="columnheader"
              aria-describedby={column.headerTooltip === undefined ? undefined : descriptionId(index)}
              // The tooltip shows the text on hover and focus; no native title tooltip beside it.
              title={undefined}
              tabIndex={tabColumn === index ? 0 : -1}
              data-column={index}
              className={classes.join(" ")}
            >
              <span className="sf-datagrid__header-text">
                {column.headerContent !== undefined && isRenderable(column.headerContent)
                  ? column.headerContent
                  : column.title}
              </span>
              {resize === null ? null : (
                <span
                  aria-hidden="true"
                  className={`sf-datagrid__resizer${columnModel.isResizing(index) ? " sf-datagrid__resizer--active" : ""}`}
                  onMouseDown={resize}
                  onTouchStart={resize}
                  onClick={(event) => event.stopPropagation()}
                />
              )}
            </div>
          );
          return column.headerTooltip === undefined ? (
            header
          ) : (
            <Tooltip key={column.field} title={column.headerTooltip} enterDelay={200} describeChild>
              {header}
            </Tooltip>
          );
        })}
      </div>
    </div>
  );
}

export const GridHeaderRow = memo(HeaderRowView);
