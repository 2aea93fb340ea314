import { describe, expect, it } from "vitest";
import { placeCells } from "./gridPlacement";

const one = { rowSpan: 1, colSpan: 1 };

describe("placeCells", () => {
  it("leaves rows of values unplaced: one cell per column", () => {
    const placement = placeCells([null, null], 3);
    expect(placement.rowAt(0)).toBeUndefined();
    expect(placement.rowAt(1)).toBeUndefined();
    expect(placement.issues).toEqual([]);
    expect(placement.hasRowSpans).toBe(false);
  });

  it("places explicit cells from the left, each taking its colSpan", () => {
    const placement = placeCells([[{ rowSpan: 1, colSpan: 2 }, one]], 3);
    expect(placement.rowAt(0)).toEqual({
      cells: [
        { cellIndex: 0, column: 0, colSpan: 2, rowSpan: 1 },
        { cellIndex: 1, column: 2, colSpan: 1, rowSpan: 1 },
      ],
      covered: [],
      filled: 3,
    });
  });

  it("skips the columns a cell above covers with its rowSpan", () => {
    const placement = placeCells(
      [
        [one, { rowSpan: 2, colSpan: 1 }, one],
        [one, one],
      ],
      3,
    );
    const second = placement.rowAt(1);
    expect(second?.cells?.map((cell) => cell.column)).toEqual([0, 2]);
    expect(second?.covered).toEqual([{ originRow: 0, origin: { cellIndex: 1, column: 1, colSpan: 1, rowSpan: 2 } }]);
    expect(second?.filled).toBe(3);
    expect(placement.hasRowSpans).toBe(true);
  });

  it("counts a block spanning rows and columns once per covered row", () => {
    const placement = placeCells([[{ rowSpan: 3, colSpan: 2 }, one], [one], [one]], 3);
    expect(placement.rowAt(1)?.filled).toBe(3);
    expect(placement.rowAt(2)?.filled).toBe(3);
    expect(placement.rowAt(2)?.covered).toHaveLength(1);
    expect(placement.rowAt(2)?.cells?.[0]?.column).toBe(2);
  });

  it("counts a covered row of values as overfull", () => {
    const placement = placeCells([[{ rowSpan: 2, colSpan: 1 }, one], null], 2);
    expect(placement.rowAt(1)?.filled).toBe(3);
    expect(placement.rowAt(1)?.cells).toBeNull();
  });

  it("reports a rowSpan reaching past the last row", () => {
    const placement = placeCells([[{ rowSpan: 3, colSpan: 1 }, one], [one]], 2);
    expect(placement.issues).toEqual([{ row: 0, cellIndex: 0, kind: "pastEnd" }]);
  });

  it("reports a colSpan running over a cell spanning down into the row", () => {
    const placement = placeCells(
      [
        [one, { rowSpan: 2, colSpan: 1 }, one],
        [{ rowSpan: 1, colSpan: 2 }, one],
      ],
      3,
    );
    expect(placement.issues).toEqual([{ row: 1, cellIndex: 0, kind: "overlap" }]);
    expect(placement.rowAt(1)?.filled).toBe(4);
  });

  it("takes a span that is not a whole number from 1 as 1", () => {
    const placement = placeCells([[{ rowSpan: 0, colSpan: 1.5 }, one]], 2);
    expect(placement.rowAt(0)?.cells?.map((cell) => [cell.column, cell.colSpan, cell.rowSpan])).toEqual([
      [0, 1, 1],
      [1, 1, 1],
    ]);
  });
});
