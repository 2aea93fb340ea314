import { describe, expect, it } from "vitest";
import {
  COLUMNS_REQUIRED,
  findCellsWithoutValue,
  type GridLayoutInput,
  listed,
  NAME_REQUIRED,
  ROWS_MUST_BE_A_LIST,
  validateGridConfig,
  validateGridLayout,
} from "./validateGridLayout";

const columns = [
  { field: "truck", headerName: "Truck", type: "header" },
  { field: "site", headerName: "Site", type: "string" },
  { field: "tonnes", headerName: "Tonnes", type: "number" },
];
const header = { id: "header", cells: columns.map((column) => ({ type: "header", value: column.headerName })) };

const layout = (overrides: Partial<GridLayoutInput>): GridLayoutInput => ({
  columns,
  rows: [header, { id: "t1", truck: "HT-01", site: "North pit", tonnes: 220 }],
  stickyLeft: 0,
  stickyRight: 0,
  ...overrides,
});

const problemsOf = (overrides: Partial<GridLayoutInput>) => validateGridLayout(layout(overrides)).problems;

describe("validateGridConfig", () => {
  it("accepts a name and a non-empty list of columns", () => {
    expect(validateGridConfig({ name: "plan", columns, rows: [] })).toEqual([]);
    expect(validateGridConfig({ name: "plan", columns, rows: undefined })).toEqual([]);
    expect(validateGridConfig({ name: "plan", columns, rows: null })).toEqual([]);
  });

  it("requires the name, in the spec's words", () => {
    expect(validateGridConfig({ name: undefined, columns, rows: [] })).toEqual(['The "name" prop is required.']);
    expect(validateGridConfig({ name: "  ", columns, rows: [] })).toEqual([NAME_REQUIRED]);
  });

  it("requires a non-empty array of columns, in the spec's words", () => {
    const expected = ['"columns" must be a non-empty array of column definitions.'];
    expect(validateGridConfig({ name: "plan", columns: undefined, rows: [] })).toEqual(expected);
    expect(validateGridConfig({ name: "plan", columns: [], rows: [] })).toEqual(expected);
    expect(validateGridConfig({ name: "plan", columns: { field: "a" }, rows: [] })).toEqual([COLUMNS_REQUIRED]);
  });

  it("lists every missing piece at once", () => {
    expect(validateGridConfig({ name: undefined, columns: undefined, rows: "t1" })).toEqual([
      NAME_REQUIRED,
      COLUMNS_REQUIRED,
      ROWS_MUST_BE_A_LIST,
    ]);
  });
});

describe("listed", () => {
  it("joins up to five items and counts the rest", () => {
    expect(listed([])).toBe("");
    expect(listed(["a"])).toBe("a");
    expect(listed(["a", "b"])).toBe("a and b");
    expect(listed(["a", "b", "c"])).toBe("a, b and c");
    expect(listed(["a", "b", "c", "d", "e", "f", "g"])).toBe("a, b, c, d, e and 2 more");
  });
});

describe("validateGridLayout", () => {
  it("accepts a valid layout of values and one of explicit cells", () => {
    expect(validateGridLayout(layout({})).problems).toEqual([]);
    expect(findCellsWithoutValue(layout({}))).toBeNull();
    const cellsRow = {
      id: "t2",
      cells: [
        { type: "header", value: "HT-02" },
        { type: "text", value: "South pit" },
        { type: "number", value: 180 },
      ],
    };
    expect(problemsOf({ rows: [header, cellsRow] })).toEqual([]);
  });

  it("reports a layout without columns", () => {
    expect(problemsOf({ columns: [], rows: [{ id: "header", cells: [] }] })).toContain("The layout has no columns.");
  });

  it("reports columns without an id (field)", () => {
    const problems = problemsOf({ columns: [columns[0], { headerName: "Site" }, columns[2]] });
    expect(problems).toContain('Column 2 has no id: give each column a "field".');
    expect(problemsOf({ columns: [{ type: "text" }, { field: "" }, columns[2]] })).toContain(
      'Columns 1 and 2 have no id: give each column a "field".',
    );
  });

  it("reports columns that are not definitions", () => {
    expect(problemsOf({ columns: [columns[0], "site", columns[2]] })).toContain(
      'Column 2 is not a column definition: write each as an object with a "field".',
    );
  });

  it("reports two columns with the same field", () => {
    expect(problemsOf({ columns: [columns[0], columns[1], { field: "site", type: "text" }] })).toContain(
      'Each column needs its own "field", but columns 2 and 3 share "site".',
    );
  });

  it("reports a column type the grid does not know, naming the types it does", () => {
    const problems = problemsOf({ columns: [columns[0], columns[1], { field: "tonnes", type: "money" }] });
    expect(problems).toContain(
      'Unknown column type: column "tonnes" has "money". Use one of header, chevron, string, text, number, date, ' +
        "checkbox, boolean, dropdown, singleSelect, jsx.",
    );
  });

  it("requires more columns than the sticky ones", () => {
    expect(problemsOf({ stickyLeft: 2, stickyRight: 1 })).toContain(
      "The grid has 3 columns, but stickyLeft (2) and stickyRight (1) pin 3: leave at least one column to scroll between them.",
    );
    expect(problemsOf({ stickyLeft: 4 })).toHaveLength(1);
    expect(problemsOf({ stickyLeft: 1, stickyRight: 1 })).toEqual([]);
  });

  it("reports a layout without rows", () => {
    expect(problemsOf({ rows: [] })).toEqual(["The layout has no rows: it needs at least its header row."]);
  });

  it("reports rows without an id, numbered as authors list them", () => {
    const rows = [header, { id: "t1", truck: "a", site: "b", tonnes: 1 }, { truck: "c", site: "d", tonnes: 2 }];
    expect(problemsOf({ rows })).toEqual(['Row 2 has no "id": give every row an id of its own.']);
    expect(problemsOf({ rows: [header, { id: "" }, { id: null }, 7] })).toContain(
      'Rows 1, 2 and 3 have no "id": give every row an id of its own.',
    );
  });

  it("reports a header row without an id", () => {
    expect(problemsOf({ rows: [{ cells: header.cells }] })).toEqual(['The header row has no "id".']);
  });

  it("reports rows sharing an id", () => {
    const row = { id: "t1", truck: "a", site: "b", tonnes: 1 };
    expect(problemsOf({ rows: [header, row, { ...row }] })).toEqual([
      'Each row needs its own "id", but rows 1 and 2 share "t1".',
    ]);
  });

  it("reports rows whose cells are missing or empty", () => {
    const problems = problemsOf({ rows: [header, { id: "t1", cells: [] }, { id: "t2", cells: null }] });
    expect(problems).toEqual([
      'Row "t1" and row "t2" have no cells: list its "cells", or give it one value per column field instead of a "cells" entry.',
    ]);
  });

  it("reports cells without a type, and cells of an unknown type", () => {
    const rows = [
      header,
      {
        id: "t1",
        cells: [{ value: "HT-01" }, { type: "text", value: "North" }, { type: "money", value: 3 }],
      },
    ];
    expect(problemsOf({ rows })).toEqual([
      'Every cell needs a "type", but cell 1 of row "t1" has none.',
      'Unknown cell type: cell 3 of row "t1" ("money"). Use one of header, chevron, string, text, number, date, checkbox, boolean, dropdown, singleSelect, jsx.',
    ]);
  });

  it("reports spans that are not whole numbers from 1", () => {
    const rows = [
      header,
      {
        id: "t1",
        cells: [
          { type: "text", value: "a", colSpan: 0 },
          { type: "text", value: "b", rowSpan: 1.5 },
          { type: "text", value: "c" },
        ],
      },
    ];
    expect(problemsOf({ rows })).toContain(
      'Spans are whole numbers from 1, but cell 1 of row "t1" has colSpan 0 and cell 2 of row "t1" has rowSpan 1.5.',
    );
  });

  it("reports rows whose cells, counting spans, do not fill the columns", () => {
    const rows = [
      header,
      {
        id: "short",
        cells: [
          { type: "text", value: "a" },
          { type: "text", value: "b" },
        ],
      },
      {
        id: "wide",
        cells: [
          { type: "text", value: "a", colSpan: 3 },
          { type: "text", value: "b" },
        ],
      },
      {
        id: "fits",
        cells: [
          { type: "text", value: "a", colSpan: 2 },
          { type: "number", value: 1 },
        ],
      },
    ];
    expect(problemsOf({ rows })).toEqual([
      'Every row must fill the grid\'s 3 columns (counting spans), but row "short" fills 2 and row "wide" fills 4.',
    ]);
  });

  it("counts the columns a cell spanning down takes from the rows below", () => {
    const rows = [
      header,
      {
        id: "north",
        cells: [
          { type: "header", value: "North pit", rowSpan: 2 },
          { type: "text", value: "Day" },
          { type: "number", value: 4 },
        ],
      },
      {
        id: "north-night",
        cells: [
          { type: "text", value: "Night" },
          { type: "number", value: 3 },
        ],
      },
    ];
    expect(problemsOf({ rows })).toEqual([]);
    const unspanned = rows.slice(0, 2).concat([{ id: "north-night", cells: rows[2]?.cells ?? [] }]);
    const withoutSpan = unspanned.map((row, index) =>
      index === 1 ? { ...row, cells: (row.cells ?? []).map((cell) => ({ ...cell, rowSpan: 1 })) } : row,
    );
    expect(problemsOf({ rows: withoutSpan })).toEqual([
      'Every row must fill the grid\'s 3 columns (counting spans), but row "north-night" fills 2.',
    ]);
  });

  it("reports a cell spanning past the last row, and one overlapping a cell spanning down", () => {
    const past = [
      header,
      {
        id: "t1",
        cells: [
          { type: "text", value: "a", rowSpan: 2 },
          { type: "text", value: "b" },
          { type: "text", value: "c" },
        ],
      },
    ];
    expect(problemsOf({ rows: past })).toContain('Cell 1 of row "t1" spans past the last row.');
    const overlap = [
      header,
      {
        id: "t1",
        cells: [
          { type: "text", value: "a" },
          { type: "text", value: "b", rowSpan: 2 },
          { type: "text", value: "c" },
        ],
      },
      { id: "t2", cells: [{ type: "text", value: "d", colSpan: 2 }] },
    ];
    expect(problemsOf({ rows: overlap })).toContain(
      'Cell 1 of row "t2" overlaps a cell spanning down from a row above.',
    );
  });

  it("reports every kind of problem together", () => {
    const problems = problemsOf({
      columns: [{ headerName: "Truck" }, columns[1]],
      rows: [header, { truck: "a" }, { id: "t2", cells: [{ value: 1 }] }],
      stickyLeft: 1,
      stickyRight: 1,
    });
    expect(problems).toHaveLength(5);
  });

  it("finds cells without a value, which only warn, in the grid's order", () => {
    const rows = [
      header,
      { id: "t1", truck: "HT-01", site: "North pit" },
      { id: "t2", cells: [{ type: "header", value: "HT-02" }, { type: "text" }, { type: "number", value: 1 }] },
    ];
    expect(validateGridLayout(layout({ rows })).problems).toEqual([]);
    expect(findCellsWithoutValue(layout({ rows }))).toBe(
      '2 cells have no value: "tonnes" of row "t1" and cell 2 of row "t2".',
    );
  });

  it("does not expect a value in a jsx column that makes its own content", () => {
    const withJsx = [...columns, { field: "status", type: "jsx", getContent: () => "ok" }];
    const rows = [
      { id: "header", cells: withJsx.map(() => ({ type: "header", value: "h" })) },
      { id: "t1", truck: "a", site: "b", tonnes: 1 },
    ];
    expect(findCellsWithoutValue({ columns: withJsx, rows, stickyLeft: 0, stickyRight: 0 })).toBeNull();
  });

  it("returns the placement of the cells for drawing", () => {
    const report = validateGridLayout(layout({}));
    expect(report.placement?.rowAt(0)?.cells).toHaveLength(3);
    expect(report.placement?.rowAt(1)).toBeUndefined();
  });
});
