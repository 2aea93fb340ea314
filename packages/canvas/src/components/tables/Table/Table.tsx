import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { DataGrid, type GridCellParams, type GridColDef, type GridLocaleText, useGridApiRef } from "@mui/x-data-grid";
import { totalRowsOf } from "@storyframe/core";
import { type KeyboardEvent, useCallback, useMemo, useRef } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { palette } from "../../shared/palette";
import { ScrollCue } from "../../shared/ScrollCue";
import {
  hasStickyKeyColumn,
  KEY_COLUMN_BUFFER_PX,
  STICKY_KEY_GRID_CLASS,
  stickyKeyColumnSx,
  withStickyKeyColumn,
} from "./stickyKeyColumn";
import { type TableProps, tablePageSizes } from "./Table.meta";
import { TableHeader } from "./TableHeader";
import { resolveColumns, toGridColumn } from "./tableColumns";
import { rowNavigationUrl } from "./tableNavigation";
import { plainRow, type TableRow } from "./tableRows";
import { EDITED_CELL_CLASS, useTableEdits } from "./useTableEdits";
import { useTableExport } from "./useTableExport";

const noRows: readonly TableRow[] = [];
// Without columns of their own, columns come from the first row: none means there are no rows.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: "No rows to show.",
  noColumnsOverlayLabel: "No rows to show.",
  noResultsOverlayLabel: "No matching rows.",
};

const pageSizeOptions = [...tablePageSizes];
const gridScroller = (root: HTMLElement) => root.querySelector<HTMLElement>(".MuiDataGrid-virtualScroller");
const reportEditError = (error: unknown) => console.error("Table edit failed", error);

const gridSx = {
  bgcolor: "background.paper",
  [`& .${EDITED_CELL_CLASS}`]: {
    bgcolor: palette.yellow[100],
    boxShadow: `inset 3px 0 0 ${palette.orange[700]}`,
    color: palette.grey[900],
  },
  "& .MuiDataGrid-columnHeaderTitle": { fontWeight: 600 },
  "&.sf-canvas-table--clickable .MuiDataGrid-row": { cursor: "pointer" },
  ...stickyKeyColumnSx,
} as const;

const notEditable = () => false;

/** Over the grid while it holds only the first rows of its data source's answer (a data source's `firstRows`). */
function FirstRowsNotice({ shown, total }: { shown: number; total: number }) {
  return (
    <Box className="sf-canvas-table__first-rows" role="status" sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
        Showing the first {shown.toLocaleString("en-US")} of {total.toLocaleString("en-US")} rows. Loading the rest…
      </Typography>
      <LinearProgress aria-label="Loading the rest of the rows" sx={{ mt: 0.5, height: 3, borderRadius: 2 }} />
    </Box>
  );
}

/**
 * The value of the previous render while it holds the same data: a template builds its column
 * list anew on every render, and the grid must not take that for new columns.
 */
function useSameData<Value>(value: Value): Value {
  const kept = useRef<{ value: Value; json: string } | null>(null);
  const json = JSON.stringify(value) ?? "";
  if (kept.current === null || kept.current.json !== json) kept.current = { value, json };
  return kept.current.value;
}

/**
 * A table on the MUI X data grid: rows from the template (usually a data source), columns typed
 * and formatted like the template helpers, edits tracked into parameters, row clicks that open
 * an address or select the row, and an Excel export of what the grid shows.
 */
export default function Table(props: TableProps) {
  const { title, density, height, pageSize, searchable, exportable, navigateTo, navigateParameters } = props;
  const runtime = useCanvasRuntime();
  const apiRef = useGridApiRef();
  const rows = props.rows ?? noRows;
  // Only the first rows of a larger answer: shown at once, but not edited, paged or exported until the rest arrives.
  const totalRows = totalRowsOf(props.rows);
  const partial = totalRows !== undefined;
  const columnsProp = useSameData(props.columns);
  const derivedFrom = columnsProp === undefined ? rows : noRows;
  const columns = useMemo(() => resolveColumns(columnsProp, derivedFrom), [columnsProp, derivedFrom]);
  const gridColumns = useMemo<GridColDef<TableRow>[]>(() => withStickyKeyColumn(columns.map(toGridColumn)), [columns]);
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  const editableFields = useMemo(
    () => new Set(columns.filter((column) => column.editable).map((column) => column.field)),
    [columns],
  );
  const edits = useTableEdits({
    rows: props.rows,
    fields,
    editableFields,
    editedRowsParameter: props.editedRowsParameter,
    allRowsParameter: props.allRowsParameter,
    onRowEdited: props.onRowEdited,
  });
  const exporter = useTableExport(apiRef, columns, title);

  const activateRow = useCallback(
    (gridRow: TableRow) => {
      const row = plainRow(gridRow);
      if (navigateTo !== undefined) {
        const url = rowNavigationUrl(navigateTo, navigateParameters, row, window.location.href);
        if (url !== undefined) window.open(url, "_blank", "noopener,noreferrer");
        return;
      }
      if (props.selectedRowParameter) runtime.setParameter(props.selectedRowParameter, row);
    },
    [navigateTo, navigateParameters, props.selectedRowParameter, runtime],
  );

  // A click on an editable cell is the start of an edit, so it does not navigate away.
  const onCellClick = useCallback(
    (params: GridCellParams<TableRow>) => {
      if (params.cellMode === "edit" || (navigateTo !== undefined && params.isEditable)) return;
      activateRow(params.row);
    },
    [activateRow, navigateTo],
  );
  const onCellKeyDown = useCallback(
    (params: GridCellParams<TableRow>, event: KeyboardEvent) => {
      if (event.key !== "Enter" || params.cellMode === "edit" || params.isEditable) return;
      activateRow(params.row);
    },
    [activateRow],
  );

  const onSearch = useCallback((words: string[]) => apiRef.current?.setQuickFilterValues(words), [apiRef]);
  const initialState = useMemo(() => ({ pagination: { paginationModel: { page: 0, pageSize } } }), [pageSize]);
  const clickable = navigateTo !== undefined || props.selectedRowParameter !== undefined;
  const gridClassName =
    [clickable && "sf-canvas-table--clickable", hasStickyKeyColumn(gridColumns) && STICKY_KEY_GRID_CLASS]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <Box className="sf-canvas-table" aria-busy={edits.loading} sx={{ width: "100%", minWidth: 0 }}>
      {(title !== undefined || searchable || exportable) && (
        <TableHeader
          title={title}
          onSearch={searchable ? onSearch : undefined}
          exportable={exportable}
          exporting={exporter.running}
          loading={edits.loading || partial}
          exportProgress={exporter.progress}
          onExport={() => void exporter.start()}
          onCancelExport={exporter.cancel}
        />
      )}
      {partial && <FirstRowsNotice shown={rows.length} total={totalRows} />}
      <ScrollCue scroller={gridScroller}>
        <Box sx={height === undefined ? undefined : { height }}>
          <DataGrid<TableRow>
            apiRef={apiRef}
            className={gridClassName}
            rows={edits.gridRows}
            columns={gridColumns}
            getRowId={edits.getRowId}
            loading={edits.loading}
            density={density}
            label={title ?? "Table"}
            autoHeight={height === undefined}
            processRowUpdate={edits.processRowUpdate}
            isCellEditable={partial ? notEditable : undefined}
            hideFooterPagination={partial}
            onProcessRowUpdateError={reportEditError}
            getCellClassName={edits.getCellClassName}
            onCellClick={onCellClick}
            onCellKeyDown={onCellKeyDown}
            disableRowSelectionOnClick={props.selectedRowParameter === undefined}
            initialState={initialState}
            pageSizeOptions={pageSizeOptions}
            columnBufferPx={KEY_COLUMN_BUFFER_PX}
            localeText={localeText}
            sx={gridSx}
          />
        </Box>
      </ScrollCue>
      {exporter.notice && (
        <Alert severity={exporter.notice.severity} onClose={exporter.dismissNotice} sx={{ mt: 1 }}>
          {exporter.notice.text}
        </Alert>
      )}
    </Box>
  );
}
