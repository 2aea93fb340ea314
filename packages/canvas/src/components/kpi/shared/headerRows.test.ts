import { describe, expect, it } from "vitest";
import { type HeaderTreeNode, headerDepth, headerLeaves, headerRows } from "./headerRows";

const leaf = (item: string): HeaderTreeNode<string> => ({ item, children: [] });
const group = (item: string, ...children: HeaderTreeNode<string>[]): HeaderTreeNode<string> => ({ item, children });

const summary = (nodes: HeaderTreeNode<string>[]) =>
  headerRows(nodes).map((row) => row.map((cell) => `${cell.item}:${cell.colSpan}x${cell.rowSpan}@${cell.firstLeaf}`));

describe("headerRows", () => {
  it("writes flat columns as one row", () => {
    expect(summary([leaf("A"), leaf("B")])).toEqual([["A:1x1@0", "B:1x1@1"]]);
  });

  it("spans a group over its leaves and a leaf down to the last row", () => {
    const columns = [leaf("Truck"), group("Q1", leaf("Jan"), leaf("Feb"), leaf("Mar")), leaf("Total")];
    expect(summary(columns)).toEqual([
      ["Truck:1x2@0", "Q1:3x1@1", "Total:1x2@4"],
      ["Jan:1x1@1", "Feb:1x1@2", "Mar:1x1@3"],
    ]);
  });

  it("handles any depth and uneven branches", () => {
    const columns = [
      group("2026", group("H1", leaf("Q1"), leaf("Q2")), leaf("H2")),
      group("Targets", leaf("Plan")),
      leaf("Note"),
    ];
    expect(headerDepth(columns)).toBe(3);
    expect(summary(columns)).toEqual([
      ["2026:3x1@0", "Targets:1x1@3", "Note:1x3@4"],
      ["H1:2x1@0", "H2:1x2@2", "Plan:1x2@3"],
      ["Q1:1x1@0", "Q2:1x1@1"],
    ]);
    expect(headerLeaves(columns)).toEqual(["Q1", "Q2", "H2", "Plan", "Note"]);
  });

  it("treats a group without children as a column", () => {
    expect(summary([group("Empty"), leaf("B")])).toEqual([["Empty:1x1@0", "B:1x1@1"]]);
  });

  it("has no rows without columns", () => {
    expect(headerRows([])).toEqual([]);
    expect(headerDepth([])).toBe(0);
  });

  it("gives every header row cells covering each leaf exactly once", () => {
    const columns = [group("A", group("B", leaf("c"), leaf("d")), leaf("e")), group("F", leaf("g"))];
    const rows = headerRows(columns);
    const leaves = headerLeaves(columns).length;
    for (let level = 0; level < rows.length; level += 1) {
      // Cells starting here plus cells from rows above still spanning down cover every leaf once.
      const covering = rows
        .slice(0, level + 1)
        .flat()
        .filter((cell) => cell.level === level || cell.level + cell.rowSpan > level);
      expect(covering.reduce((sum, cell) => sum + cell.colSpan, 0)).toBe(leaves);
    }
  });
});
