import type { Virtualizer } from "@tanstack/react-virtual";
import {
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { AfterEdit, EditState } from "./CellEditor";
import { cellText, editorText, parseCellText } from "./cellValue";
import type { RowActions } from "./GridRow";
import { boxOf, type GridModel, type ShownCell } from "./gridModel";
import { type FocusPoint, isMoveKey, type MoveKey, type NavigableGrid, nextFocus } from "./gridNavigation";
import type { GridColumn, GridOption } from "./gridTypes";
import { type PasteGrid, parseClipboard, planPaste } from "./parseClipboard";
import type { CellChange } from "./useGridEditing";

type InteractionOptions = {
  readonly name: string;
  readonly model: GridModel;
  readonly columns: readonly GridColumn[];
  readonly pageSize: number;
  readonly viewport: RefObject<HTMLDivElement | null>;
  readonly virtualizer: Virtualizer<HTMLDivElement, Element>;
  readonly writeCells: (changes: readonly CellChange[]) => void;
  readonly toggleRow: (position: number) => void;
  readonly resizeColumn: (column: number, delta: number) => void;
};

/** The dropdown menu of the cell being edited. */
export type OpenMenu = {
  readonly anchor: HTMLElement;
  readonly label: string;
  readonly options: readonly GridOption[];
  readonly value: unknown;
  select(option: GridOption): void;
  close(): void;
};

/** The element of the cell starting at a point (rows carry their number, cells their column). */
const cellSelector = (point: FocusPoint) => `[data-row="${point.row}"] > [data-column="${point.column}"]`;

const afterKeys: Record<Exclude<AfterEdit, "stay">, MoveKey> = {
  down: "ArrowDown",
  right: "ArrowRight",
  left: "ArrowLeft",
};
const isPrintable = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The grid's keyboard and pointer behaviour (one focusable cell at a time, as in a spreadsheet): the focused
 * cell, the cell being edited, moving with the keys, editing, toggling, clearing, copying and pasting.
 */
export function useGridInteraction(options: InteractionOptions) {
  const { model, columns, viewport, virtualizer, writeCells } = options;
  const [focus, setFocus] = useState<FocusPoint | null>(null);
  const [edit, setEdit] = useState<EditState | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Set when the keyboard moved the focus: the newly focused cell takes the browser's focus once it is drawn.
  const focusPending = useRef(false);
  const shownFocus = focus !== null && focus.row <= model.rowCount ? focus : null;

  const navigable: NavigableGrid = {
    rowCount: model.rowCount + 1,
    columnCount: columns.length,
    pageSize: options.pageSize,
    boxAt: (row, column) => boxOf(model, row, column),
  };
  const cellAtPoint = (point: FocusPoint): { position: number; cell: ShownCell } | null =>
    point.row === 0 ? null : model.cellAt(point.row - 1, point.column);

  const moveFocus = (point: FocusPoint) => {
    focusPending.current = true;
    setFocus(point);
  };

  useLayoutEffect(() => {
    if (!focusPending.current || shownFocus === null) return;
    const element = viewport.current?.querySelector<HTMLElement>(cellSelector(shownFocus));
    if (element) {
      focusPending.current = false;
      element.focus();
    } else if (shownFocus.row > 0) {
      virtualizer.scrollToIndex(shownFocus.row - 1, { align: "auto" });
    }
  });

  const openEditor = (point: FocusPoint, initialText?: string) => {
    const found = cellAtPoint(point);
    if (found === null || !found.cell.editable) return;
    const { cell } = found;
    const at = { row: found.position + 1, column: cell.column };
    setFocus(at);
    if (cell.type === "checkbox") return;
    if (cell.type === "dropdown") {
      const anchor = viewport.current?.querySelector<HTMLElement>(cellSelector(at));
      if (!anchor) return;
      setMenuAnchor(anchor);
      setEdit({ ...at, text: "", invalid: false });
      return;
    }
    setEdit({ ...at, text: initialText ?? editorText(cell.type, cell.value), invalid: false });
  };

  const closeEditor = (after: AfterEdit | "back") => {
    const from = edit;
    setEdit(null);
    setMenuAnchor(null);
    if (from === null || after === "stay") return;
    const next = after === "back" ? null : nextFocus(navigable, from, afterKeys[after]);
    moveFocus(next ?? { row: from.row, column: from.column });
  };

  const commitEdit = (after: AfterEdit) => {
    if (edit === null) return;
    const found = cellAtPoint(edit);
    if (found === null) {
      closeEditor("back");
      return;
    }
    const result = parseCellText(found.cell.type, edit.text, found.cell.options);
    if (!result.ok) {
      // Leaving the field drops a value it cannot store; the keys keep the field open, marked invalid.
      if (after === "stay") closeEditor("stay");
      else setEdit({ ...edit, invalid: true });
      return;
    }
    writeCells([{ ...found, value: result.value }]);
    closeEditor(after);
  };

  const toggleCheckbox = (point: FocusPoint) => {
    const found = cellAtPoint(point);
    if (found === null || found.cell.type !== "checkbox" || !found.cell.editable) return;
    writeCells([{ ...found, value: found.cell.value !== true }]);
  };

  const activate = (found: { position: number; cell: ShownCell }, point: FocusPoint) => {
    if (found.cell.type === "chevron") options.toggleRow(found.position);
    else if (found.cell.type === "checkbox") toggleCheckbox(point);
    else openEditor(point);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (edit !== null || shownFocus === null) return;
    const { key } = event;
    const ctrl = event.ctrlKey || event.metaKey;
    if (key === "Tab") {
      const next = nextFocus(navigable, shownFocus, event.shiftKey ? "ArrowLeft" : "ArrowRight");
      // At the row's end Tab leaves the grid, as the browser does.
      if (next === null) return;
      event.preventDefault();
      moveFocus(next);
      return;
    }
    if (isMoveKey(key)) {
      event.preventDefault();
      if (shownFocus.row === 0 && event.shiftKey && (key === "ArrowLeft" || key === "ArrowRight")) {
        if (columns[shownFocus.column]?.resizable)
          options.resizeColumn(shownFocus.column, key === "ArrowLeft" ? -10 : 10);
        return;
      }
      const next = nextFocus(navigable, shownFocus, key, ctrl);
      if (next !== null) moveFocus(next);
      return;
    }
    const found = cellAtPoint(shownFocus);
    if (found === null) return;
    const { cell } = found;
    if (key === "Enter" || key === "F2") {
      event.preventDefault();
      activate(found, shownFocus);
    } else if (key === " ") {
      event.preventDefault();
      if (cell.type === "checkbox" || cell.type === "chevron") activate(found, shownFocus);
    } else if ((key === "Delete" || key === "Backspace") && cell.editable && cell.type !== "checkbox") {
      event.preventDefault();
      writeCells([{ ...found, value: cell.type === "text" ? "" : null }]);
    } else if (isPrintable(event) && cell.editable && (cell.type === "text" || cell.type === "number")) {
      event.preventDefault();
      openEditor(shownFocus, key);
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-column]");
    const row = cell?.parentElement?.closest<HTMLElement>("[data-row]");
    if (!cell || !row) return;
    const point = { row: Number(row.dataset.row), column: Number(cell.dataset.column) };
    if (point.row !== focus?.row || point.column !== focus.column) setFocus(point);
  };

  const onCopy = (event: ClipboardEvent<HTMLElement>) => {
    if (edit !== null || shownFocus === null) return;
    const found = cellAtPoint(shownFocus);
    const text =
      shownFocus.row === 0
        ? (columns[shownFocus.column]?.title ?? "")
        : found === null
          ? ""
          : cellText(found.cell.type, found.cell.value, found.cell.options);
    event.clipboardData.setData("text/plain", text);
    event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    if (edit !== null || shownFocus === null) return;
    event.preventDefault();
    try {
      if (shownFocus.row === 0) {
        console.error(`DataGrid "${options.name}": paste into a cell below the header row.`);
        return;
      }
      const matrix = parseClipboard(event.clipboardData.getData("text/plain"));
      const grid: PasteGrid = {
        rowCount: model.rowCount,
        columnCount: columns.length,
        targetAt: (row, column) => {
          const found = model.cellAt(row, column);
          if (found === null || found.position !== row || found.cell.column !== column || found.cell.slot === null) {
            return null;
          }
          const { cell } = found;
          return {
            type: cell.type,
            editable: cell.editable,
            options: cell.options,
            columnTitle: columns[column]?.title ?? "",
          };
        },
      };
      const plan = planPaste(matrix, { row: shownFocus.row - 1, column: shownFocus.column }, grid);
      const changes = plan.changes.flatMap(({ row, column, value }) => {
        const found = model.cellAt(row, column);
        return found === null ? [] : [{ ...found, value }];
      });
      writeCells(changes);
      if (plan.problems.length > 0) console.error(`DataGrid "${options.name}": paste problems`, plan.problems);
    } catch (error) {
      console.error(`DataGrid "${options.name}": paste failed`, error);
    }
  };

  // Rows get one actions object for the grid's life; it calls the handlers of the latest render.
  const latest = useRef({ openEditor, commitEdit, closeEditor, toggleCheckbox, toggleRow: options.toggleRow, setEdit });
  latest.current = { openEditor, commitEdit, closeEditor, toggleCheckbox, toggleRow: options.toggleRow, setEdit };
  const actions = useMemo<RowActions>(
    () => ({
      toggleRow: (position) => latest.current.toggleRow(position),
      toggleCheckbox: (position, column) => latest.current.toggleCheckbox({ row: position + 1, column }),
      openEditor: (position, column) => latest.current.openEditor({ row: position + 1, column }),
      setEditText: (text) =>
        latest.current.setEdit((current) => (current === null ? null : { ...current, text, invalid: false })),
      commitEdit: (after) => latest.current.commitEdit(after),
      cancelEdit: () => latest.current.closeEditor("back"),
    }),
    [],
  );

  const editedCell = edit === null ? null : cellAtPoint(edit);
  const menu: OpenMenu | null =
    edit !== null && menuAnchor !== null && editedCell !== null && editedCell.cell.type === "dropdown"
      ? {
          anchor: menuAnchor,
          label: columns[edit.column]?.title ?? "",
          options: editedCell.cell.options,
          value: editedCell.cell.value,
          select: (option) => {
            writeCells([{ ...editedCell, value: option.value }]);
            closeEditor("back");
          },
          close: () => closeEditor("back"),
        }
      : null;

  return { focus: shownFocus, edit, menu, actions, onKeyDown, onFocus, onCopy, onPaste };
}
