import { describe, expect, it } from "vitest";
import { type PasteGrid, type PasteTarget, parseClipboard, planPaste } from "./parseClipboard";

describe("parseClipboard", () => {
  it("splits rows on line breaks and cells on tabs", () => {
    expect(parseClipboard("HT-01\t220\nHT-02\t180")).toEqual([
      ["HT-01", "220"],
      ["HT-02", "180"],
    ]);
  });

  it("removes the last two characters of a copy ending in \\r\\n (Excel on Windows)", () => {
    expect(parseClipboard("HT-01\t220\r\nHT-02\t180\r\n")).toEqual([
      ["HT-01", "220"],
      ["HT-02", "180"],
    ]);
    expect(parseClipboard("42\r\n")).toEqual([["42"]]);
  });

  it("removes only those two characters, so a copy ending in an empty row keeps it", () => {
    expect(parseClipboard("a\tb\r\n\t\r\n")).toEqual([
      ["a", "b"],
      ["", ""],
    ]);
  });

  it("drops a single trailing line break of other spreadsheets", () => {
    expect(parseClipboard("a\tb\n")).toEqual([["a", "b"]]);
  });

  it("keeps empty cells, also at the ends of a row", () => {
    expect(parseClipboard("\ta\t")).toEqual([["", "a", ""]]);
    expect(parseClipboard("a\n\nb")).toEqual([["a"], [""], ["b"]]);
  });

  it("reads old Mac line breaks (\\r) too", () => {
    expect(parseClipboard("a\rb")).toEqual([["a"], ["b"]]);
  });

  it("reads quoted cells holding tabs, line breaks and doubled quotes", () => {
    expect(parseClipboard('"North\npit"\t"a ""big"" load"\tplain')).toEqual([["North\npit", 'a "big" load', "plain"]]);
  });

  it("takes a quote that does not close a cell as text", () => {
    expect(parseClipboard('"Big" truck\t5')).toEqual([['"Big" truck', "5"]]);
    expect(parseClipboard('"open')).toEqual([['"open']]);
  });

  it("gives nothing for empty text", () => {
    expect(parseClipboard("")).toEqual([]);
    expect(parseClipboard("\r\n")).toEqual([]);
  });
});

const text = (columnTitle: string): PasteTarget => ({ type: "text", editable: true, options: [], columnTitle });
const number: PasteTarget = { type: "number", editable: true, options: [], columnTitle: "Tonnes" };
const locked: PasteTarget = { type: "text", editable: false, options: [], columnTitle: "Truck" };
const route: PasteTarget = {
  type: "dropdown",
  editable: true,
  options: [
    { label: "Pit to crusher", value: "R1" },
    { label: "Pit to waste dump", value: "R2" },
  ],
  columnTitle: "Route",
};
const available: PasteTarget = { type: "checkbox", editable: true, options: [], columnTitle: "Available" };

/** Truck (locked) | Site | Tonnes | Route | Available, three rows. */
const grid = (rowCount = 3): PasteGrid => ({
  rowCount,
  columnCount: 5,
  targetAt: (_row, column) => [locked, text("Site"), number, route, available][column] ?? null,
});

describe("planPaste", () => {
  it("fills cells right and down from the focused cell, typed per column", () => {
    const plan = planPaste(
      [
        ["South pit", "1,250.5", "Pit to waste dump", "yes"],
        ["North pit", "90", "r1", "FALSE"],
      ],
      { row: 1, column: 1 },
      grid(),
    );
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([
      { row: 1, column: 1, value: "South pit" },
      { row: 1, column: 2, value: 1250.5 },
      { row: 1, column: 3, value: "R2" },
      { row: 1, column: 4, value: true },
      { row: 2, column: 1, value: "North pit" },
      { row: 2, column: 2, value: 90 },
      { row: 2, column: 3, value: "R1" },
      { row: 2, column: 4, value: false },
    ]);
  });

  it("skips cells that cannot be edited without shifting the rest", () => {
    const plan = planPaste([["HT-99", "West dump"]], { row: 0, column: 0 }, grid());
    expect(plan.changes).toEqual([{ row: 0, column: 1, value: "West dump" }]);
    expect(plan.problems).toEqual([]);
  });

  it("skips slots another cell spans over", () => {
    const spanned: PasteGrid = { ...grid(), targetAt: (_row, column) => (column === 2 ? null : text("Any")) };
    expect(planPaste([["a", "b", "c"]], { row: 0, column: 1 }, spanned).changes).toEqual([
      { row: 0, column: 1, value: "a" },
      { row: 0, column: 3, value: "c" },
    ]);
  });

  it("leaves out values that do not fit their cell, with a problem naming the cell", () => {
    const plan = planPaste([["lots", "Pit to nowhere", "maybe"]], { row: 0, column: 2 }, grid());
    expect(plan.changes).toEqual([]);
    expect(plan.problems).toEqual([
      'Row 1, column "Tonnes": "lots" is not a number; the cell was left as it was.',
      'Row 1, column "Route": "Pit to nowhere" is not one of the options; the cell was left as it was.',
      'Row 1, column "Available": "maybe" is not a yes or no value; the cell was left as it was.',
    ]);
  });

  it("leaves out what reaches past the last row or column, and says so", () => {
    const plan = planPaste(
      [
        ["R1", "yes", "extra"],
        ["R2", "no", "extra"],
        ["R1", "yes", "extra"],
      ],
      { row: 1, column: 3 },
      grid(),
    );
    expect(plan.changes.map((change) => [change.row, change.column])).toEqual([
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
    ]);
    expect(plan.problems).toContain("1 pasted row did not fit below the last row and was left out.");
    expect(plan.problems).toContain("1 pasted column did not fit right of the last column and was left out.");
  });
});
