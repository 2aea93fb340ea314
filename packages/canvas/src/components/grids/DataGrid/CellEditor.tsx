import type { KeyboardEvent } from "react";
import type { GridCellType } from "./gridTypes";

/** Where the focus goes after an edit is committed. */
export type AfterEdit = "down" | "right" | "left" | "stay";

/** A cell being edited: its place (header row 0, shown rows from 1), the text typed, and whether it is refused. */
export type EditState = {
  readonly row: number;
  readonly column: number;
  readonly text: string;
  readonly invalid: boolean;
};

type CellEditorProps = {
  readonly type: GridCellType;
  readonly label: string;
  readonly edit: EditState;
  readonly onText: (text: string) => void;
  readonly onCommit: (after: AfterEdit) => void;
  readonly onCancel: () => void;
};

/**
 * The text, number or date field that replaces a cell while it is edited. Enter commits and moves down, Tab
 * commits and moves sideways, Escape cancels, leaving the field commits (or cancels a value that cannot be
 * stored, such as letters in a number cell).
 */
export function CellEditor({ type, label, edit, onText, onCommit, onCancel }: CellEditorProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's own keys (arrows, Home, End…) belong to the field while it is edited.
    event.stopPropagation();
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      event.preventDefault();
      onCommit("down");
    } else if (event.key === "Tab") {
      event.preventDefault();
      onCommit(event.shiftKey ? "left" : "right");
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to edit this cell
      autoFocus
      className={`sf-datagrid__editor${type === "number" ? " sf-datagrid__editor--number" : ""}`}
      type={type === "date" ? "date" : "text"}
      inputMode={type === "number" ? "decimal" : undefined}
      aria-label={label}
      aria-invalid={edit.invalid}
      value={edit.text}
      onChange={(event) => onText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => onCommit("stay")}
      onPaste={(event) => event.stopPropagation()}
      onCopy={(event) => event.stopPropagation()}
    />
  );
}
