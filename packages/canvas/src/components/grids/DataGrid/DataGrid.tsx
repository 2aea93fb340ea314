import { isValidElement, useEffect, useMemo, useState } from "react";
import { sameCellValue } from "./cellValue";
import type { DataGridProps } from "./DataGrid.meta";
import { GridProblems } from "./GridParts";
import { GridView } from "./GridView";
import { buildRowTree } from "./gridTree";
import { type GridRowData, isRecord, toGridColumn } from "./gridTypes";
import { useGridRows } from "./useGridRows";
import { useSameContent } from "./useSameContent";
import {
  findCellsWithoutValue,
  type GridLayoutInput,
  validateGridConfig,
  validateGridLayout,
} from "./validateGridLayout";

/**
 * Whether two column lists describe the same columns. A template builds its arrow functions and JSX anew on
 * every render, so functions count as equal to functions and elements to elements of the same type.
 */
function sameColumns(first: readonly unknown[], second: readonly unknown[]): boolean {
  if (first === second) return true;
  if (first.length !== second.length) return false;
  return first.every((column, index) => {
    const other = second[index];
    if (!isRecord(column) || !isRecord(other)) return sameCellValue(column, other);
    const keys = Object.keys(column);
    if (keys.length !== Object.keys(other).length) return false;
    return keys.every((key) => {
      const value = column[key];
      const otherValue = other[key];
      if (typeof value === "function") return typeof otherValue === "function";
      if (isValidElement(value)) return isValidElement(otherValue) && value.type === otherValue.type;
      return sameCellValue(value, otherValue);
    });
  });
}

/** The header row of the layout the checks read: one header cell per column. */
const headerRowOf = (columns: readonly unknown[]) => ({
  id: "header",
  cells: columns.map((column) => ({
    type: "header",
    value: isRecord(column) ? (column.headerName ?? column.field ?? "") : "",
  })),
});

/** Runs `work` when the browser is idle (soon after, where it cannot tell); returns the cancel function. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

function warnAbout(name: string, layout: GridLayoutInput, treeWarnings: readonly string[]): void {
  const withoutValue = findCellsWithoutValue(layout);
  for (const warning of withoutValue === null ? treeWarnings : [withoutValue, ...treeWarnings]) {
    console.warn(`DataGrid "${name}": ${warning}`);
  }
}

const NO_ROWS: readonly GridRowData[] = [];

type CheckedProps = DataGridProps & { name: string; columns: readonly unknown[] };

function CheckedDataGrid(props: CheckedProps) {
  const { name, stickyLeft, stickyRight } = props;
  const gridRows = useGridRows({
    given: props.rows,
    parameter: props.parameter,
    editedRowsParameter: props.editedRowsParameter,
  });
  const [checkedColumns, setCheckedColumns] = useState(props.columns);
  if (!sameColumns(props.columns, checkedColumns)) setCheckedColumns(props.columns);

  // The layout is checked on the rows as given: edits change values, never ids, cells or spans.
  const { original } = gridRows;
  const layout = useMemo(
    () => ({ columns: checkedColumns, rows: [headerRowOf(checkedColumns), ...original], stickyLeft, stickyRight }),
    [checkedColumns, original, stickyLeft, stickyRight],
  );
  const report = useMemo(() => validateGridLayout(layout), [layout]);
  const drawable = report.problems.length === 0 && report.placement !== null;
  // Only rows that passed the checks make a tree: the others may not even be objects.
  const { tree, warnings: treeWarnings } = useMemo(
    () => buildRowTree(drawable ? original : NO_ROWS),
    [drawable, original],
  );
  // Warnings only go to the console: found when the browser is idle, after the grid is on screen.
  useEffect(() => whenIdle(() => warnAbout(name, layout, treeWarnings)), [layout, treeWarnings, name]);

  // Kept while equal by content, so the rows drawn with them are not drawn again on every template render.
  const columns = useSameContent(
    useMemo(() => (drawable ? props.columns.filter(isRecord).map(toGridColumn) : []), [props.columns, drawable]),
  );

  if (!drawable || report.placement === null) {
    return <GridProblems name={name} problems={report.problems} />;
  }
  return (
    <GridView
      name={name}
      title={props.title}
      columns={columns}
      gridRows={gridRows}
      placement={report.placement}
      tree={tree}
      stickyLeft={stickyLeft}
      stickyRight={stickyRight}
      searchable={props.searchable}
      height={props.height}
      rowHeight={props.rowHeight}
      headerHeight={props.headerHeight}
      onCellEdited={props.onCellEdited}
    />
  );
}

/**
 * An editable data grid (canvas-components §3–§5, §9). A missing name or column list, or a layout that does
 * not hold together, shows what to fix under 'Missing configuration' in place of the grid.
 */
export default function DataGrid(props: DataGridProps) {
  const problems = validateGridConfig({ name: props.name, columns: props.columns, rows: props.rows });
  if (problems.length > 0 || typeof props.name !== "string" || !Array.isArray(props.columns)) {
    return <GridProblems name={props.name} problems={problems} />;
  }
  return <CheckedDataGrid {...props} name={props.name} columns={props.columns} />;
}
