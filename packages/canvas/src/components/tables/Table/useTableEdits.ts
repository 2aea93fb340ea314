import type { GridCellParams, GridRowId } from "@mui/x-data-grid";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import { editedRowsOf, freshEdits, type RowSetEdits, restoredEdits } from "./rowSetEdits";
import { changedFields, plainRow, rowIdOf, sameRows, type TableRow } from "./tableRows";

/** The all-rows parameter follows the edits this long after the last one (canvas-components §9). */
export const ALL_ROWS_DELAY_MS = 50;

/** The class of a cell whose value differs from the row set's. */
export const EDITED_CELL_CLASS = "sf-canvas-table__cell--edited";

export type TableEditsOptions = {
  rows: readonly TableRow[] | undefined;
  fields: readonly string[];
  /** Fields users can edit: a stored version of a row may differ from it only there. */
  editableFields: ReadonlySet<string>;
  editedRowsParameter?: string | undefined;
  allRowsParameter?: string | undefined;
  onRowEdited?: AuthorCallback | undefined;
};

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * The edit cycle of a table (canvas-components §4, Table): a changed row set resets the edited
 * rows to an empty list (and all rows to the new set); a cell edit marks the fields that now
 * differ from the row set, writes the edited rows at once and all rows 50 ms after the last
 * edit, and calls onRowEdited(newRow, oldRow, api). A table shown again over the same rows
 * (its frame re-entered, a preview of it) takes its edits back from the all-rows parameter.
 */
export function useTableEdits(options: TableEditsOptions) {
  const { rows, fields, editableFields, editedRowsParameter, allRowsParameter, onRowEdited } = options;
  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const [accepted, setAccepted] = useState(rows);
  const rowSet = sameRows(accepted, rows) ? accepted : rows;
  if (rowSet !== accepted) setAccepted(rowSet);
  /** Until the first row set is taken in, edits may be restored instead of reset. */
  const firstRowSet = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the edits belong to the row set alone.
  const edits = useMemo((): RowSetEdits => {
    if (rowSet === undefined) return freshEdits([]);
    const stored = allRowsParameter ? runtime.getSnapshot().parameters[allRowsParameter] : undefined;
    return (firstRowSet.current && restoredEdits(rowSet, stored, fields, editableFields)) || freshEdits(rowSet);
  }, [rowSet]);
  const [version, setVersion] = useState(0);
  const allRowsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const publishAllRows = useCallback(() => {
    allRowsTimer.current = null;
    if (allRowsParameter) runtime.setParameter(allRowsParameter, [...edits.current]);
  }, [runtime, allRowsParameter, edits]);

  // A new row set starts without edits; the parameters are written only when they say otherwise.
  useEffect(() => {
    if (rowSet === undefined) return;
    firstRowSet.current = false;
    if (edits.restored) return;
    const parameters = runtime.getSnapshot().parameters;
    if (editedRowsParameter && !isEmptyList(parameters[editedRowsParameter])) {
      runtime.setParameter(editedRowsParameter, []);
    }
    if (allRowsParameter && parameters[allRowsParameter] !== rowSet) runtime.setParameter(allRowsParameter, rowSet);
  }, [runtime, rowSet, edits, editedRowsParameter, allRowsParameter]);

  // Edits made just before the table goes away still reach the all-rows parameter.
  useEffect(
    () => () => {
      if (allRowsTimer.current === null) return;
      clearTimeout(allRowsTimer.current);
      publishAllRows();
    },
    [publishAllRows],
  );

  const processRowUpdate = useCallback(
    (newGridRow: TableRow, oldGridRow: TableRow, { rowId }: { rowId: GridRowId }): TableRow => {
      const newRow = plainRow(newGridRow);
      const oldRow = plainRow(oldGridRow);
      if (changedFields(newRow, oldRow, fields).length === 0) return oldGridRow;
      const index = Number(rowId);
      edits.current[index] = newRow;
      const differing = changedFields(newRow, edits.original[index] ?? {}, fields);
      if (differing.length > 0) edits.edited.set(index, new Set(differing));
      else edits.edited.delete(index);
      setVersion((version) => version + 1);
      if (editedRowsParameter) runtime.setParameter(editedRowsParameter, editedRowsOf(edits));
      if (allRowsTimer.current !== null) clearTimeout(allRowsTimer.current);
      allRowsTimer.current = setTimeout(publishAllRows, ALL_ROWS_DELAY_MS);
      callSafely(onRowEdited, "onRowEdited", newRow, oldRow, callbackApi());
      return newGridRow;
    },
    [edits, fields, editedRowsParameter, runtime, publishAllRows, onRowEdited, callbackApi],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is what changes after an edit.
  const getCellClassName = useCallback(
    (params: GridCellParams<TableRow>) =>
      edits.edited.get(Number(params.id))?.has(params.field) === true ? EDITED_CELL_CLASS : "",
    // A new function after each edit (a new version) makes the grid repaint its cells.
    [edits, version],
  );

  return {
    loading: rowSet === undefined,
    gridRows: edits.gridRows,
    getRowId: rowIdOf,
    processRowUpdate,
    getCellClassName,
  };
}
