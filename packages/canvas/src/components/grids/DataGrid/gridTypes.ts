import type { ReactNode } from "react";
import type { AuthorCallback } from "../../shared/schemas";

/** The kinds of cell the grid draws (canvas-components §3, grid column type). */
const gridCellTypes = ["header", "chevron", "text", "number", "date", "checkbox", "dropdown", "jsx"] as const;
export type GridCellType = (typeof gridCellTypes)[number];

/** Every type name authors may write, with the kind it stands for ('string' is 'text', 'boolean' is 'checkbox'…). */
const cellTypeNames: Readonly<Record<string, GridCellType>> = {
  header: "header",
  chevron: "chevron",
  string: "text",
  text: "text",
  number: "number",
  date: "date",
  checkbox: "checkbox",
  boolean: "checkbox",
  dropdown: "dropdown",
  singleSelect: "dropdown",
  jsx: "jsx",
};

/** The type names the attribute table lists. */
export const gridTypeNames: readonly string[] = Object.keys(cellTypeNames);

/** The kind a type name stands for, or null when it is not one of the grid's types. */
export function toCellType(name: unknown): GridCellType | null {
  return typeof name === "string" && Object.hasOwn(cellTypeNames, name) ? (cellTypeNames[name] ?? null) : null;
}

/** Kinds a user can change from the grid (header, chevron and jsx cells only show). */
export const isEditableType = (type: GridCellType): boolean =>
  type === "text" || type === "number" || type === "date" || type === "checkbox" || type === "dropdown";

export const DEFAULT_COLUMN_WIDTH = 150;
export const MIN_COLUMN_WIDTH = 50;
/** canvas-components §9: default row height 36 px, header row 56 px. */
export const DEFAULT_ROW_HEIGHT = 36;
export const DEFAULT_HEADER_HEIGHT = 56;

/** One choice of a dropdown cell. */
export type GridOption = { readonly label: string; readonly value: unknown };

/** A column as the grid uses it, after its definition was checked. */
export type GridColumn = {
  readonly field: string;
  readonly title: string;
  readonly headerContent: ReactNode | undefined;
  readonly headerTooltip: string | undefined;
  readonly type: GridCellType;
  readonly width: number;
  readonly resizable: boolean;
  readonly nonEditable: boolean;
  readonly options: readonly GridOption[];
  readonly getContent: AuthorCallback | undefined;
};

/** A row as authored: an id plus one value per column field, or an id plus explicit `cells`. */
export type GridRowData = Readonly<Record<string, unknown>>;

/** A cell of a row in the layout form, after the layout was checked. */
export type LayoutCell = {
  readonly type: GridCellType;
  readonly value: unknown;
  readonly rowSpan: number;
  readonly colSpan: number;
  readonly nonEditable: boolean;
  readonly options: readonly GridOption[] | undefined;
};

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The options of a dropdown: `{ label, value }` objects, or plain values shown as their text. */
export function toOptions(raw: unknown): readonly GridOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((option) =>
    isRecord(option) && "value" in option
      ? { label: String(option.label ?? option.value), value: option.value }
      : { label: String(option), value: option },
  );
}

const positiveWidth = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(MIN_COLUMN_WIDTH, value) : DEFAULT_COLUMN_WIDTH;

/** A checked column definition as the grid uses it (call only after validateGridLayout found no problem). */
export function toGridColumn(raw: Readonly<Record<string, unknown>>): GridColumn {
  const field = String(raw.field);
  const headerName = typeof raw.headerName === "string" ? raw.headerName : undefined;
  return {
    field,
    title: headerName ?? field,
    headerContent: (raw.headerContent ?? undefined) as ReactNode | undefined,
    headerTooltip: typeof raw.headerTooltip === "string" ? raw.headerTooltip : undefined,
    type: toCellType(raw.type ?? "text") ?? "text",
    width: positiveWidth(raw.width),
    resizable: raw.resizable === true,
    nonEditable: raw.nonEditable === true,
    options: toOptions(raw.availableOptions),
    getContent: typeof raw.getContent === "function" ? (raw.getContent as AuthorCallback) : undefined,
  };
}

/** A checked layout cell as the grid uses it. */
export function toLayoutCell(raw: Readonly<Record<string, unknown>>): LayoutCell {
  return {
    type: toCellType(raw.type) ?? "text",
    value: raw.value,
    rowSpan: typeof raw.rowSpan === "number" ? raw.rowSpan : 1,
    colSpan: typeof raw.colSpan === "number" ? raw.colSpan : 1,
    nonEditable: raw.nonEditable === true,
    options: raw.availableOptions === undefined ? undefined : toOptions(raw.availableOptions),
  };
}
