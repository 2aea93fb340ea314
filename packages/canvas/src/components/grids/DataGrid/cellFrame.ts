import type { CSSProperties } from "react";
import type { ColumnLayout } from "./useColumnLayout";

/**
 * The class names of a cell's column: its width and sticky offset come from per-column rules on the grid's
 * root (see columnRules), so the cells drawn while scrolling carry no inline style. Only a cell spanning
 * columns or rows, or following a gap, gets one.
 */
export function cellFrame(
  layout: ColumnLayout,
  column: number,
  colSpan: number,
  rowSpan: number,
  rowHeight: number,
): { classes: string[]; style: CSSProperties | undefined } {
  const classes = ["sf-datagrid__cell", `sf-datagrid__col-${column}`];
  const left = layout.stickyLeftAt[column] ?? null;
  const right = layout.stickyRightAt[column] ?? null;
  if (left !== null || right !== null) classes.push("sf-datagrid__cell--sticky");
  if (left !== null && column + colSpan - 1 === layout.lastStickyLeft)
    classes.push("sf-datagrid__cell--sticky-edge-left");
  if (right !== null && column === layout.firstStickyRight && column > 0) {
    classes.push("sf-datagrid__cell--sticky-edge-right");
  }
  if (colSpan === 1 && rowSpan === 1) return { classes, style: undefined };
  return {
    classes,
    style: {
      ...(colSpan > 1 ? { width: layout.spanWidth(column, colSpan) } : {}),
      ...(rowSpan > 1 ? { height: rowSpan * rowHeight } : {}),
    },
  };
}

/**
 * The per-column rules (width, sticky offset) and the row heights, set on the grid's root beside gridSx: their
 * selectors differ from gridSx's, so spreading both keeps every rule.
 */
export function columnRules(
  layout: ColumnLayout,
  rowHeight: number,
  headerHeight: number,
): Record<string, CSSProperties> {
  const rules: Record<string, CSSProperties> = {
    "& .sf-datagrid__body .sf-datagrid__row": { width: layout.totalWidth, height: rowHeight },
    "& .sf-datagrid__body .sf-datagrid__cell": { height: rowHeight },
    "& .sf-datagrid__head, & .sf-datagrid__head .sf-datagrid__row, & .sf-datagrid__head .sf-datagrid__cell": {
      height: headerHeight,
    },
  };
  layout.widths.forEach((width, column) => {
    const left = layout.stickyLeftAt[column] ?? null;
    const right = layout.stickyRightAt[column] ?? null;
    rules[`& .sf-datagrid__col-${column}`] = {
      width,
      ...(left !== null ? { left } : {}),
      ...(right !== null ? { right } : {}),
    };
  });
  return rules;
}
