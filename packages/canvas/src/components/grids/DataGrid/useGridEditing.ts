import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import { sameCellValue } from "./cellValue";
import { type CellWrite, readCell } from "./gridEdits";
import type { GridModel, ShownCell } from "./gridModel";
import type { GridRowData } from "./gridTypes";
import type { GridRows } from "./useGridRows";

/** A cell the user changes: the shown row it starts in, the cell, and its new value. */
export type CellChange = { readonly position: number; readonly cell: ShownCell; readonly value: unknown };

/** A cell as onCellEdited receives it. */
type EditedCell = { rowId: unknown; field: string; value: unknown; row: GridRowData | undefined };

/**
 * Writes cell changes to the grid's rows and tells the author: onCellEdited(newCell, oldCell, api) for each
 * cell whose value really changed, each call guarded so an error in it is logged, never thrown.
 */
export function useCellWriter(model: GridModel, gridRows: GridRows, onCellEdited: AuthorCallback | undefined) {
  const callbackApi = useCallbackApi();
  return (changes: readonly CellChange[]) => {
    const writes: CellWrite[] = [];
    for (const { position, cell, value } of changes) {
      if (cell.slot === null || !cell.editable) continue;
      const rowIndex = model.rowIndexAt(position);
      if (sameCellValue(readCell(gridRows.rows[rowIndex], cell.slot), value)) continue;
      writes.push({ ...cell.slot, rowIndex, value });
    }
    if (writes.length === 0) return;
    const before = gridRows.rows;
    const after = gridRows.write(writes);
    if (onCellEdited === undefined) return;
    const api = callbackApi();
    for (const write of writes) {
      const oldRow = before[write.rowIndex];
      const newRow = after[write.rowIndex];
      const oldCell: EditedCell = {
        rowId: oldRow?.id,
        field: write.field,
        value: readCell(oldRow, write),
        row: oldRow,
      };
      const newCell: EditedCell = { rowId: newRow?.id, field: write.field, value: write.value, row: newRow };
      callSafely(onCellEdited, "onCellEdited", newCell, oldCell, api);
    }
  };
}
