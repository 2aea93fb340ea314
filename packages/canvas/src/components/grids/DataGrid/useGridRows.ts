import { useEffect, useRef, useState } from "react";
import { useCanvasRuntime, useParameter } from "../../../runtime/CanvasRuntimeContext";
import { applyWrites, type CellWrite, editedRowsOf, sameRows, updateEdited } from "./gridEdits";
import type { GridRowData } from "./gridTypes";

const NO_ROWS: readonly GridRowData[] = Object.freeze([]);

const asRows = (value: unknown): readonly GridRowData[] =>
  Array.isArray(value) ? (value as readonly GridRowData[]) : NO_ROWS;

type GridRowsOptions = {
  /** The `rows` attribute. */
  readonly given: unknown;
  readonly parameter: string | undefined;
  readonly editedRowsParameter: string | undefined;
};

export type GridRows = {
  /** The rows shown, with the user's edits. */
  readonly rows: readonly GridRowData[];
  /** The rows as the grid was given them: edited cells are the ones that differ from these. */
  readonly original: readonly GridRowData[];
  /** Applies cell writes: the rows go to the parameter (or the grid's own state), the edited rows to theirs. */
  write(writes: readonly CellWrite[]): readonly GridRowData[];
};

/**
 * The grid's rows. Bound to a parameter, the rows live in it: the grid shows the parameter's rows (the `rows`
 * attribute while it is empty), writes each edit to it, and a change of the `rows` attribute by content
 * replaces them. Unbound, the grid keeps its edits itself until the attribute changes. Rows that arrive from
 * outside become the original the edited rows are measured against, which empties the edited-rows parameter.
 */
export function useGridRows({ given, parameter, editedRowsParameter }: GridRowsOptions): GridRows {
  const runtime = useCanvasRuntime();
  const [parameterValue] = useParameter<unknown>(parameter ?? "");
  const [attributeRows, setAttributeRows] = useState(() => asRows(given));
  const [ownRows, setOwnRows] = useState<readonly GridRowData[] | null>(null);
  const attributeChanged = useRef(false);
  // A template rebuilds an inline list on every render: only a change of content counts as new rows.
  const incoming = asRows(given);
  if (incoming !== attributeRows && !sameRows(incoming, attributeRows)) {
    setAttributeRows(incoming);
    setOwnRows(null);
    attributeChanged.current = true;
  }

  const rows = parameter
    ? Array.isArray(parameterValue)
      ? (parameterValue as readonly GridRowData[])
      : attributeRows
    : (ownRows ?? attributeRows);

  const written = useRef<readonly GridRowData[] | null>(null);
  const [original, setOriginal] = useState(rows);
  const [edited, setEdited] = useState<ReadonlySet<number>>(() => new Set());
  if (rows !== original && rows !== written.current) {
    setOriginal(rows);
    setEdited(new Set());
  }

  useEffect(() => {
    if (!attributeChanged.current) return;
    attributeChanged.current = false;
    if (parameter) runtime.setParameter(parameter, attributeRows);
  }, [attributeRows, parameter, runtime]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new original rows are what empties the edited rows
  useEffect(() => {
    if (!editedRowsParameter) return;
    const current = runtime.getSnapshot().parameters[editedRowsParameter];
    if (Array.isArray(current) && current.length === 0) return;
    if (current === undefined && written.current === null) return;
    runtime.setParameter(editedRowsParameter, []);
  }, [original, editedRowsParameter, runtime]);

  // Writes made before the next render (a quick second click) build on the first, not on the rendered rows.
  const latest = useRef({ rows, edited });
  latest.current = { rows, edited };

  const write = (writes: readonly CellWrite[]) => {
    const next = applyWrites(latest.current.rows, writes);
    written.current = next;
    const nextEdited = updateEdited(latest.current.edited, original, next, writes);
    latest.current = { rows: next, edited: nextEdited };
    setEdited(nextEdited);
    if (parameter) runtime.setParameter(parameter, next);
    else setOwnRows(next);
    if (editedRowsParameter) runtime.setParameter(editedRowsParameter, editedRowsOf(nextEdited, next));
    return next;
  };

  return { rows, original, write };
}
