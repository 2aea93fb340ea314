import { describe, expect, it } from "vitest";
import { cellFrame, columnRules } from "./cellFrame";
import { gridSx } from "./gridStyles";
import type { ColumnLayout } from "./useColumnLayout";

/** Four columns of 100, 150, 120 and 80 px; the first pinned left, the last pinned right. */
const layout: ColumnLayout = {
  widths: [100, 150, 120, 80],
  starts: [0, 100, 250, 370],
  totalWidth: 450,
  stickyLeftAt: [0, null, null, null],
  stickyRightAt: [null, null, null, 0],
  stickyLeftWidth: 100,
  stickyRightWidth: 80,
  lastStickyLeft: 0,
  firstStickyRight: 3,
  spanWidth: (column, span) => [100, 150, 120, 80].slice(column, column + span).reduce((all, width) => all + width, 0),
};

describe("cellFrame", () => {
  it("names the cell's column and marks sticky cells with the edge of their side", () => {
    expect(cellFrame(layout, 0, 1, 1, 36)).toEqual({
      classes: [
        "sf-datagrid__cell",
        "sf-datagrid__col-0",
        "sf-datagrid__cell--sticky",
        "sf-datagrid__cell--sticky-edge-left",
      ],
      style: undefined,
    });
    expect(cellFrame(layout, 3, 1, 1, 36).classes).toContain("sf-datagrid__cell--sticky-edge-right");
    expect(cellFrame(layout, 1, 1, 1, 36).classes).toEqual(["sf-datagrid__cell", "sf-datagrid__col-1"]);
  });

  it("sizes only a cell spanning columns or rows inline", () => {
    expect(cellFrame(layout, 1, 2, 1, 36).style).toEqual({ width: 270 });
    expect(cellFrame(layout, 1, 1, 3, 36).style).toEqual({ height: 108 });
  });
});

describe("columnRules", () => {
  it("uses selectors of its own, so the grid's base rules survive beside it", () => {
    const base = Object.keys(gridSx as Record<string, unknown>);
    expect(Object.keys(columnRules(layout, 36, 56)).filter((selector) => base.includes(selector))).toEqual([]);
  });

  it("gives each column its width and sticky offset, and rows their heights", () => {
    const rules = columnRules(layout, 36, 56);
    expect(rules["& .sf-datagrid__col-0"]).toEqual({ width: 100, left: 0 });
    expect(rules["& .sf-datagrid__col-1"]).toEqual({ width: 150 });
    expect(rules["& .sf-datagrid__col-3"]).toEqual({ width: 80, right: 0 });
    expect(rules["& .sf-datagrid__body .sf-datagrid__row"]).toEqual({ width: 450, height: 36 });
    expect(rules["& .sf-datagrid__body .sf-datagrid__cell"]).toEqual({ height: 36 });
    expect(Object.values(rules)).toContainEqual({ height: 56 });
  });
});
