import { describe, expect, it } from "vitest";
import { changedFields, isTableRow, plainRow, rowIdOf, sameCellValue, sameRows, toGridRows } from "./tableRows";

describe("isTableRow", () => {
  it("accepts plain objects only", () => {
    expect(isTableRow({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [1], "row", 3]) expect(isTableRow(value)).toBe(false);
  });
});

describe("sameCellValue", () => {
  it("compares values, dates by time and objects by content", () => {
    expect(sameCellValue(1, 1)).toBe(true);
    expect(sameCellValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameCellValue(1, "1")).toBe(false);
    expect(sameCellValue(new Date(5), new Date(5))).toBe(true);
    expect(sameCellValue({ a: [1] }, { a: [1] })).toBe(true);
    expect(sameCellValue({ a: 1 }, null)).toBe(false);
  });
});

describe("sameRows", () => {
  const rows = [
    { route: "ORD → LGA", extra: 0 },
    { route: "ATL → MCO", extra: 4 },
  ];

  it("takes equal rows written anew as the same row set", () => {
    expect(sameRows(rows, rows)).toBe(true);
    expect(
      sameRows(
        rows,
        rows.map((row) => ({ ...row })),
      ),
    ).toBe(true);
    expect(sameRows(undefined, undefined)).toBe(true);
  });

  it("sees a changed value, field, length or a missing set", () => {
    expect(sameRows(rows, [rows[0] as object, { route: "ATL → MCO", extra: 5 }] as typeof rows)).toBe(false);
    expect(sameRows(rows, [rows[0] as object, { route: "ATL → MCO", seats: 4 }] as typeof rows)).toBe(false);
    expect(sameRows(rows, rows.slice(1))).toBe(false);
    expect(sameRows(rows, undefined)).toBe(false);
  });
});

describe("changedFields", () => {
  it("lists the given fields whose values differ", () => {
    expect(changedFields({ a: 1, b: 2, c: 3 }, { a: 1, b: 5, c: 4 }, ["a", "b"])).toEqual(["b"]);
  });
});

describe("grid rows", () => {
  it("carry their position as the id, through copies, and give back their fields only", () => {
    const first = { code: "ORD" };
    const grid = toGridRows([first, first, { code: "ATL" }]);
    expect(grid.map(rowIdOf)).toEqual([0, 1, 2]);
    const edited = { ...grid[1], code: "MDW" };
    expect(rowIdOf(edited)).toBe(1);
    expect(plainRow(edited)).toEqual({ code: "MDW" });
    expect(Object.getOwnPropertySymbols(plainRow(edited))).toEqual([]);
    expect(JSON.stringify(grid[0])).toBe('{"code":"ORD"}');
  });

  it("refuses a row that is not one of its own", () => {
    expect(() => rowIdOf({ code: "ORD" })).toThrow("The table was given a row it does not know.");
  });
});
