import { screen } from "@testing-library/react";
import { dataGridPropsSchema } from "../components/grids/DataGrid/DataGrid.meta";

/** Columns, rows and queries the DataGrid tests share (tests only). */
export const props = (input: Record<string, unknown>) => dataGridPropsSchema.parse(input);

export const columns = [
  { field: "truck", headerName: "Truck", type: "header", width: 100 },
  { field: "operator", headerName: "Operator", width: 160 },
  { field: "loads", headerName: "Planned loads", type: "number", width: 120 },
  { field: "due", headerName: "Service due", type: "date", width: 140 },
];
export const rows = [
  { id: "t1", truck: "HT-01", operator: "Thandi Mokoena", loads: 14, due: "2026-11-12" },
  { id: "t2", truck: "HT-02", operator: "Sipho Dlamini", loads: 13, due: "2026-11-20" },
  { id: "t3", truck: "HT-03", operator: "Lerato Khumalo", loads: 12, due: "2026-12-01" },
];

export const grid = () => screen.getByRole("grid");
/** A cell's computed style: widths, heights and sticky offsets come from the grid's per-column rules. */
export const computed = (element: Element | undefined) => getComputedStyle(element as Element);
export const cellOf = (rowName: string, column: number) => {
  const row = screen.getAllByRole("row").find((candidate) => candidate.textContent?.includes(rowName));
  if (row === undefined) throw new Error(`No row with '${rowName}'.`);
  const cell = row.querySelector<HTMLElement>(`[data-column="${column}"]`);
  if (cell === null) throw new Error(`No cell ${column} in the row with '${rowName}'.`);
  return cell;
};

export const editable = (extra: Record<string, unknown> = {}) =>
  props({ name: "plan", columns, rows, parameter: "plan", editedRowsParameter: "planEdits", ...extra });

const planColumns = [
  { field: "unit", headerName: "Pit / truck", type: "chevron", width: 160 },
  {
    field: "route",
    headerName: "Assigned route",
    type: "dropdown",
    width: 200,
    availableOptions: [
      { label: "North pit to crusher", value: "N-CR" },
      { label: "North pit to stockpile A", value: "N-SA" },
    ],
  },
  { field: "available", headerName: "Available", type: "boolean", width: 110 },
];
export const planRows = [
  { id: "north", unit: "North pit", route: null, available: null },
  { id: "HT-01", parentId: "north", unit: "HT-01", route: "N-CR", available: true },
  { id: "HT-02", parentId: "north", unit: "HT-02", route: "N-SA", available: false },
  { id: "south", unit: "South pit", route: null, available: null, isExpanded: false },
  { id: "HT-11", parentId: "south", unit: "HT-11", route: null, available: true },
];
export const plan = (extra: Record<string, unknown> = {}) =>
  props({ name: "shift", columns: planColumns, rows: planRows, parameter: "shift", ...extra });
export const shiftRows = (runtime: { getSnapshot(): { parameters: Record<string, unknown> } }) =>
  runtime.getSnapshot().parameters.shift as typeof planRows;
