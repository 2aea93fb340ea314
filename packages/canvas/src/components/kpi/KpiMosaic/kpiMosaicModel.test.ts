import { describe, expect, it } from "vitest";
import { headerLeaves } from "../shared/headerRows";
import {
  axisKeys,
  buildAxis,
  columnTree,
  findCell,
  firstDuplicateKey,
  groupKeys,
  indexCells,
  initiallyExpanded,
  visibleRows,
} from "./kpiMosaicModel";
import { axisSchema, kpiMosaicCellSchema } from "./kpiMosaicSchemas";

const rows = axisSchema.parse({
  gauteng: {
    display: { text: "Gauteng", subtext: "2 sites" },
    children: { north: "North pit", south: { display: "South pit" } },
  },
  limpopo: { display: "Limpopo", collapsed: true, children: { mogalakwena: "Mogalakwena" } },
  plant: "Plant",
});

describe("buildAxis", () => {
  it("reads a dictionary into a tree of keyed headings, as written", () => {
    const tree = buildAxis(rows);
    expect(tree.map((node) => node.key)).toEqual(["gauteng", "limpopo", "plant"]);
    expect(tree[0]?.children.map((node) => node.display)).toEqual(["North pit", "South pit"]);
    expect(tree[0]?.display).toEqual({ text: "Gauteng", subtext: "2 sites", graphics: [] });
    expect(axisKeys(tree)).toEqual(["gauteng", "north", "south", "limpopo", "mogalakwena", "plant"]);
  });

  it("sorts by order where given", () => {
    const tree = buildAxis(axisSchema.parse({ b: { display: "B", order: 2 }, a: { display: "A", order: 1 } }));
    expect(tree.map((node) => node.key)).toEqual(["a", "b"]);
  });

  it("knows groups, the initially expanded ones and duplicate keys", () => {
    const tree = buildAxis(rows);
    expect(groupKeys(tree)).toEqual(["gauteng", "limpopo"]);
    expect(initiallyExpanded(tree)).toEqual(["gauteng"]);
    expect(firstDuplicateKey(rows)).toBeUndefined();
    expect(firstDuplicateKey(axisSchema.parse({ a: { display: "A", children: { a: "again" } } }))).toBe("a");
  });
});

describe("visibleRows", () => {
  it("shows the children of expanded groups, indented under them", () => {
    const shown = visibleRows(buildAxis(rows), ["gauteng"]);
    expect(shown.map((row) => `${row.node.key}:${row.depth}:${row.isGroup}:${row.expanded}`)).toEqual([
      "gauteng:0:true:true",
      "north:1:false:false",
      "south:1:false:false",
      "limpopo:0:true:false",
      "plant:0:false:false",
    ]);
  });
});

describe("columnTree", () => {
  it("spans an expanded group over its children and keeps a collapsed group as one column", () => {
    const columns = buildAxis(
      axisSchema.parse({
        output: { display: "Output", children: { tonnes: "Tonnes", loads: "Loads" } },
        time: { display: "Time use", children: { availability: "Availability", utilisation: "Utilisation" } },
      }),
    );
    expect(headerLeaves(columnTree(columns, ["output"])).map((heading) => heading.node.key)).toEqual([
      "tonnes",
      "loads",
      "time",
    ]);
    expect(headerLeaves(columnTree(columns, ["output", "time"])).map((heading) => heading.node.key)).toEqual([
      "tonnes",
      "loads",
      "availability",
      "utilisation",
    ]);
  });
});

describe("indexCells", () => {
  it("finds a cell by its row and column coordinates", () => {
    const cell = kpiMosaicCellSchema.parse({ row_coordinate: "north", column_coordinate: "tonnes", datasets: [] });
    const index = indexCells([cell]);
    expect(findCell(index, "north", "tonnes")).toBe(cell);
    expect(findCell(index, "tonnes", "north")).toBeUndefined();
  });
});
