import {
  CanvasRuntimeProvider,
  createMemoryRuntime,
  DataGrid,
  dataGridPropsSchema,
} from "@storyframe/canvas/testing/components";
import { createRoot } from "react-dom/client";
import { frameDeltas, paintedAfter } from "../support/pageTiming";

/**
 * The page the DataGrid bench opens: a grid of 100,000 rows × 20 columns of every editable kind, rendered on
 * demand so the bench times the render alone (the rows are generated before).
 */
const ROWS = 100_000;
const routes = ["N-CR", "N-SA", "S-WE", "S-EA"].map((value) => ({ label: `Route ${value}`, value }));
const kinds = ["text", "number", "date", "checkbox", "dropdown"] as const;

const columns = Array.from({ length: 20 }, (_, index) => {
  if (index === 0) return { field: "c0", headerName: "Truck", type: "header", width: 110 };
  const type = kinds[(index - 1) % kinds.length] ?? "text";
  return {
    field: `c${index}`,
    headerName: `${type[0]?.toUpperCase()}${type.slice(1)} ${index}`,
    type,
    width: 130,
    availableOptions: type === "dropdown" ? routes : undefined,
  };
});

const generated = Array.from({ length: ROWS }, (_, row) => {
  const values: Record<string, unknown> = { id: row, c0: `HT-${String(row).padStart(6, "0")}` };
  columns.forEach((column, index) => {
    if (index === 0) return;
    switch (column.type) {
      case "number":
        values[column.field] = (row * 37 + index * 11) % 1000;
        break;
      case "date":
        values[column.field] =
          `2026-${String((row % 12) + 1).padStart(2, "0")}-${String((row % 28) + 1).padStart(2, "0")}`;
        break;
      case "checkbox":
        values[column.field] = (row + index) % 3 !== 0;
        break;
      case "dropdown":
        values[column.field] = routes[(row + index) % routes.length]?.value;
        break;
      default:
        values[column.field] = `Operator ${row % 500} / ${index}`;
    }
  });
  return values;
});
// Rows reach a grid from a data source's JSON answer: parsed objects, as the viewer gets them.
const rows: unknown = JSON.parse(JSON.stringify(generated));

const props = dataGridPropsSchema.parse({
  name: "bench",
  title: "100,000 rows × 20 columns",
  columns,
  rows,
  stickyLeft: 1,
  stickyRight: 1,
  height: 640,
});

declare global {
  interface Window {
    renderGrid(): Promise<number>;
    scrollGrid(frames: number, stepPx: number): Promise<number[]>;
  }
}

/** Milliseconds from the render call until the grid's first body row is painted. */
window.renderGrid = async () => {
  const host = document.getElementById("root");
  if (host === null) throw new Error("No #root element.");
  const runtime = createMemoryRuntime({}, "bench");
  const started = performance.now();
  createRoot(host).render(
    <CanvasRuntimeProvider runtime={runtime}>
      <DataGrid {...props} />
    </CanvasRuntimeProvider>,
  );
  return paintedAfter(started, () => document.querySelector('[role="row"][aria-rowindex="2"]') !== null);
};

/** Scrolls the grid down `stepPx` per animation frame and gives the time between consecutive frames. */
window.scrollGrid = async (frames, stepPx) => {
  const viewport = document.querySelector<HTMLElement>(".sf-datagrid__viewport");
  if (viewport === null) throw new Error("No grid to scroll.");
  let offset = viewport.scrollTop;
  return frameDeltas(frames, () => {
    offset += stepPx;
    viewport.scrollTop = offset;
  });
};
