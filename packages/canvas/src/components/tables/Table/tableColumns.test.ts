import { describe, expect, it } from "vitest";
import { DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH, tableColumnSchema } from "./Table.meta";
import { inferColumnType, resolveColumns, toGridColumn } from "./tableColumns";

type Formatter = (value: unknown, row: object) => string;
type Getter = (value: unknown) => unknown;
type Setter = (value: unknown, row: object) => object;

describe("resolveColumns", () => {
  it("gives columns 100 px unless told otherwise, never under 50 px", () => {
    expect(DEFAULT_COLUMN_WIDTH).toBe(100);
    expect(MIN_COLUMN_WIDTH).toBe(50);
    const [plain, wide] = resolveColumns(
      [tableColumnSchema.parse({ field: "code" }), tableColumnSchema.parse({ field: "name", width: 240 })],
      [],
    );
    expect(plain).toEqual({
      field: "code",
      headerName: "code",
      type: "string",
      width: 100,
      flex: undefined,
      editable: false,
      valueFormat: undefined,
    });
    expect(wide?.width).toBe(240);
    expect(tableColumnSchema.safeParse({ field: "x", width: 49 }).success).toBe(false);
  });

  it("checks a column's value format against its kind", () => {
    expect(tableColumnSchema.safeParse({ field: "x", type: "number", valueFormat: "percent:1" }).success).toBe(true);
    const number = tableColumnSchema.safeParse({ field: "x", type: "number", valueFormat: "#,##0" });
    expect(number.error?.issues[0]?.message).toBe(
      "A number column's valueFormat is a count of decimals (0–20), 'percent' or 'percent:<decimals>'.",
    );
    const date = tableColumnSchema.safeParse({ field: "x", type: "date", valueFormat: 2 });
    expect(date.error?.issues[0]?.message).toBe(
      "A date column's valueFormat is a date pattern such as 'YYYY-MM-DD HH:mm'.",
    );
  });

  it("makes one column per field of the first row when none are given, guessing its kind", () => {
    const rows = [
      { code: "ORD", flights: 1061, hub: true, since: "2001-01-01T06:00:00", note: null },
      { code: "ATL", flights: 1089, hub: false, since: "2001-01-02", note: "busy" },
    ];
    expect(resolveColumns(undefined, rows).map(({ field, type }) => [field, type])).toEqual([
      ["code", "string"],
      ["flights", "number"],
      ["hub", "boolean"],
      ["since", "date"],
      ["note", "string"],
    ]);
    expect(resolveColumns(undefined, [])).toEqual([]);
  });
});

describe("inferColumnType", () => {
  it("needs every present value to agree", () => {
    expect(inferColumnType([1, null, 2])).toBe("number");
    expect(inferColumnType([1, "2"])).toBe("string");
    expect(inferColumnType(["2001-01-01", "2001-13-01"])).toBe("string");
    expect(inferColumnType([null, ""])).toBe("string");
  });
});

describe("toGridColumn", () => {
  const resolve = (column: object) => resolveColumns([tableColumnSchema.parse(column)], [])[0] as never;

  it("formats numbers with the column's decimals or as a percentage, and sorts numeric text as numbers", () => {
    const count = toGridColumn(resolve({ field: "n", type: "number", valueFormat: 0 }));
    expect(count.type).toBe("number");
    expect((count.valueFormatter as Formatter)(1234.5, {})).toBe("1,235");
    expect((count.valueGetter as Getter)("12.5")).toBe(12.5);
    expect((count.valueGetter as Getter)("n/a")).toBeNull();
    const share = toGridColumn(resolve({ field: "s", type: "number", valueFormat: "percent" }));
    expect((share.valueFormatter as Formatter)(0.1234, {})).toBe("12.34%");
    const plain = toGridColumn(resolve({ field: "p", type: "number" }));
    expect((plain.valueFormatter as Formatter)(3, {})).toBe("3.00");
  });

  it("shows dates with the column's pattern and stores an edited date as text without a zone", () => {
    const day = toGridColumn(resolve({ field: "from", type: "date", valueFormat: "D MMM YYYY", editable: true }));
    expect(day.type).toBe("date");
    expect(day.editable).toBe(true);
    expect((day.valueFormatter as Formatter)(null, { from: "2026-11-02" })).toBe("2 Nov 2026");
    const local = (day.valueGetter as Getter)("2026-11-02") as Date;
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2026, 10, 2]);
    expect((day.valueSetter as Setter)(new Date(2026, 11, 24), { from: "2026-11-02", id: 1 })).toEqual({
      from: "2026-12-24",
      id: 1,
    });
    const moment = toGridColumn(resolve({ field: "at", type: "date" }));
    expect(moment.type).toBe("dateTime");
    expect((moment.valueFormatter as Formatter)(null, { at: "2001-01-02T06:05:00" })).toBe("2001-01-02 06:05");
    expect((moment.valueSetter as Setter)(new Date(2001, 0, 2, 7, 30), {})).toEqual({ at: "2001-01-02T07:30:00" });
    expect((moment.valueSetter as Setter)(null, { at: "2001-01-02T06:05:00" })).toEqual({ at: null });
  });

  it("reads booleans and shows objects in text columns as JSON", () => {
    const flag = toGridColumn(resolve({ field: "ok", type: "boolean" }));
    expect((flag.valueGetter as Getter)("true")).toBe(true);
    const text = toGridColumn(resolve({ field: "t", headerName: "Tags", width: 50 }));
    expect(text).toMatchObject({ headerName: "Tags", width: 50, minWidth: 50, type: "string" });
    expect((text.valueFormatter as Formatter)(["a", "b"], {})).toBe('["a","b"]');
    expect((text.valueFormatter as Formatter)(null, {})).toBe("");
  });

  it("lets a flexible column grow from its width", () => {
    const note = toGridColumn(resolve({ field: "note", width: 120, flex: 1 }));
    expect(note).toMatchObject({ flex: 1, width: 120, minWidth: 120 });
    expect(toGridColumn(resolve({ field: "code" })).flex).toBeUndefined();
    expect(tableColumnSchema.safeParse({ field: "x", flex: 0 }).success).toBe(false);
  });
});
