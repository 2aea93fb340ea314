import { describe, expect, it } from "vitest";
import { editedRowsOf, freshEdits, restoredEdits } from "./rowSetEdits";
import { plainRow, rowIdOf } from "./tableRows";

const rows = [
  { iata: "ORD", flights: 1061, extra: 0, note: "" },
  { iata: "ATL", flights: 1089, extra: 0, note: "" },
  { iata: "DFW", flights: 1135, extra: 0, note: "" },
];
const fields = ["iata", "flights", "extra", "note"];
const editable = new Set(["extra", "note"]);

describe("freshEdits", () => {
  it("starts with the rows as they are and nothing edited", () => {
    const edits = freshEdits(rows);
    expect(edits.current).toEqual(rows);
    expect(edits.gridRows.map(rowIdOf)).toEqual([0, 1, 2]);
    expect(edits.edited.size).toBe(0);
    expect(edits.restored).toBe(false);
    expect(editedRowsOf(edits)).toEqual([]);
  });
});

describe("restoredEdits", () => {
  it("takes back stored versions of the rows that differ only in editable fields", () => {
    const stored = [rows[0], { ...rows[1], note: "Sold out" }, { ...rows[2], extra: 3, note: "Holiday" }];
    const edits = restoredEdits(rows, stored, fields, editable);
    expect(edits?.restored).toBe(true);
    expect(edits?.original).toBe(rows);
    expect(edits?.current).toEqual(stored);
    expect(edits?.gridRows.map(plainRow)).toEqual(stored);
    expect([...(edits?.edited.entries() ?? [])].map(([index, changed]) => [index, [...changed]])).toEqual([
      [1, ["note"]],
      [2, ["extra", "note"]],
    ]);
    expect(editedRowsOf(edits as NonNullable<typeof edits>)).toEqual([stored[1], stored[2]]);
  });

  it("refuses rows of another row set", () => {
    expect(restoredEdits(rows, undefined, fields, editable)).toBeNull();
    expect(restoredEdits(rows, "rows", fields, editable)).toBeNull();
    expect(restoredEdits(rows, rows.slice(1), fields, editable)).toBeNull();
    expect(restoredEdits(rows, [rows[0], rows[1], { ...rows[2], flights: 1 }], fields, editable)).toBeNull();
    expect(restoredEdits(rows, [rows[0], rows[1], { ...rows[2], gate: "C3" }], fields, editable)).toBeNull();
    expect(restoredEdits(rows, [rows[0], rows[1], null], fields, editable)).toBeNull();
  });
});
