import { describe, expect, it } from "vitest";
import { applyWrites, editedRowsOf, isModified, readCell, sameRows, updateEdited } from "./gridEdits";

const rows = [
  { id: "t1", truck: "HT-01", tonnes: 220 },
  {
    id: "t2",
    cells: [
      { type: "header", value: "HT-02" },
      { type: "number", value: 180 },
    ],
  },
  { id: "t3", truck: "HT-03", tonnes: 90 },
];

describe("readCell", () => {
  it("reads a column field of a row of values, and a cell of a row of cells", () => {
    expect(readCell(rows[0], { field: "tonnes", cellIndex: null })).toBe(220);
    expect(readCell(rows[1], { field: "tonnes", cellIndex: 1 })).toBe(180);
    expect(readCell(rows[1], { field: "tonnes", cellIndex: 5 })).toBeUndefined();
    expect(readCell(undefined, { field: "tonnes", cellIndex: null })).toBeUndefined();
  });
});

describe("applyWrites", () => {
  it("changes only the written rows, leaving the original list and rows untouched", () => {
    const next = applyWrites(rows, [
      { rowIndex: 0, field: "tonnes", cellIndex: null, value: 230 },
      { rowIndex: 1, field: "tonnes", cellIndex: 1, value: 200 },
    ]);
    expect(next).not.toBe(rows);
    expect(next[0]).toEqual({ id: "t1", truck: "HT-01", tonnes: 230 });
    expect(next[1]).toEqual({
      id: "t2",
      cells: [
        { type: "header", value: "HT-02" },
        { type: "number", value: 200 },
      ],
    });
    expect(next[2]).toBe(rows[2]);
    expect(rows[0]?.tonnes).toBe(220);
  });

  it("applies several writes to one row in order", () => {
    const next = applyWrites(rows, [
      { rowIndex: 2, field: "tonnes", cellIndex: null, value: 1 },
      { rowIndex: 2, field: "truck", cellIndex: null, value: "HT-33" },
    ]);
    expect(next[2]).toEqual({ id: "t3", truck: "HT-33", tonnes: 1 });
  });
});

describe("sameRows", () => {
  it("compares by content", () => {
    expect(sameRows(rows, rows)).toBe(true);
    expect(sameRows(rows, structuredClone(rows))).toBe(true);
    expect(sameRows(rows, rows.slice(0, 2))).toBe(false);
    expect(sameRows(rows, applyWrites(rows, [{ rowIndex: 0, field: "tonnes", cellIndex: null, value: 1 }]))).toBe(
      false,
    );
  });
});

describe("updateEdited and editedRowsOf", () => {
  it("tracks the rows that differ from the original, dropping one edited back", () => {
    const write = { rowIndex: 2, field: "tonnes", cellIndex: null, value: 95 };
    const changed = applyWrites(rows, [write]);
    const edited = updateEdited(new Set(), rows, changed, [write]);
    expect([...edited]).toEqual([2]);
    expect(editedRowsOf(edited, changed)).toEqual([{ id: "t3", truck: "HT-03", tonnes: 95 }]);

    const back = { ...write, value: 90 };
    const restored = applyWrites(changed, [back]);
    expect([...updateEdited(edited, rows, restored, [back])]).toEqual([]);
  });

  it("lists edited rows in the grid's order", () => {
    const edited = new Set([2, 0]);
    expect(editedRowsOf(edited, rows).map((row) => row.id)).toEqual(["t1", "t3"]);
  });
});

describe("isModified", () => {
  it("marks a cell whose value differs from the original", () => {
    const changed = applyWrites(rows, [{ rowIndex: 0, field: "tonnes", cellIndex: null, value: 230 }]);
    expect(isModified(rows[0], changed[0], { field: "tonnes", cellIndex: null })).toBe(true);
    expect(isModified(rows[0], changed[0], { field: "truck", cellIndex: null })).toBe(false);
    expect(isModified(rows[2], changed[2], { field: "tonnes", cellIndex: null })).toBe(false);
    expect(isModified(undefined, changed[0], { field: "tonnes", cellIndex: null })).toBe(false);
  });
});
