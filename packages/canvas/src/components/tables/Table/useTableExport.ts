import { type GridApi, gridFilteredSortedRowEntriesSelector } from "@mui/x-data-grid";
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { exportFileName } from "../excel/exportFileName";
import { EXCEL_MAX_DATA_ROWS, exportWorkbook } from "../excel/exportWorkbook";
import type { ExportColumn, ExportRow } from "../excel/sheetRows";
import { ExportProgressStore } from "./exportProgress";
import type { ResolvedColumn } from "./tableColumns";

export type ExportNotice = { severity: "success" | "info" | "error"; text: string };

const numberText = (value: number) => value.toLocaleString("en-US");

/** Saves a file the way a download link does. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; release it once it surely has.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The grid's visible columns in their current order and width, with their kinds and formats. */
function exportColumns(api: GridApi, columns: readonly ResolvedColumn[]): ExportColumn[] {
  const byField = new Map(columns.map((column) => [column.field, column]));
  return api.getVisibleColumns().flatMap((shown) => {
    const column = byField.get(shown.field);
    if (column === undefined) return [];
    return [
      {
        field: column.field,
        header: column.headerName,
        type: column.type,
        width: shown.computedWidth || shown.width || column.width,
        valueFormat: column.valueFormat,
      },
    ];
  });
}

/**
 * The table's Excel export: the rows as the grid shows them (filtered and sorted, with edits)
 * in its visible columns, written in slices with their progress, cancellable, then downloaded
 * as '{page title} - YYYY-MM-DD-HHmm.xlsx'.
 */
export function useTableExport(
  apiRef: RefObject<GridApi | null>,
  columns: readonly ResolvedColumn[],
  title: string | undefined,
) {
  const [running, setRunning] = useState(false);
  const progress = useMemo(() => new ExportProgressStore(), []);
  const [notice, setNotice] = useState<ExportNotice | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async () => {
    const api = apiRef.current;
    if (api === null || controllerRef.current !== null) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    const rows: ExportRow[] = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model);
    setNotice(null);
    progress.set({ written: 0, total: rows.length });
    setRunning(true);
    try {
      const pageTitle = title ?? document.title;
      const result = await exportWorkbook(exportColumns(api, columns), rows, {
        title: pageTitle,
        signal: controller.signal,
        onProgress: (step) => progress.set(step),
      });
      const fileName = exportFileName(pageTitle, new Date());
      download(result.blob, fileName);
      setNotice(
        result.truncated
          ? {
              severity: "info",
              text:
                `Only the first ${numberText(EXCEL_MAX_DATA_ROWS)} of ${numberText(result.totalRows)} rows were ` +
                `exported to '${fileName}': an Excel sheet holds no more.`,
            }
          : { severity: "success", text: `Exported ${numberText(result.rowCount)} rows to '${fileName}'.` },
      );
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error("Table export failed", error);
        setNotice({
          severity: "error",
          text: `The export failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    } finally {
      controllerRef.current = null;
      setRunning(false);
    }
  }, [apiRef, columns, title, progress]);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return { running, progress, notice, start, cancel, dismissNotice };
}
