import { describe, expect, it } from "vitest";
import { buildRowTree, visibleRows } from "./gridTree";

const sites = [
  { id: "north", name: "North pit" },
  { id: "t1", name: "HT-01", parentId: "north" },
  { id: "t2", name: "HT-02", parentId: "north" },
  { id: "south", name: "South pit" },
  { id: "t3", name: "HT-03", parentId: "south" },
  { id: "t3a", name: "HT-03 trailer", parentId: "t3" },
];

const all = () => true;
const ids = (rows: typeof sites, indexes: Int32Array) => [...indexes].map((index) => rows[index]?.id);

describe("buildRowTree", () => {
  it("keeps a list without parents flat", () => {
    const { tree, warnings } = buildRowTree([{ id: 1 }, { id: 2 }]);
    expect(tree.hasTree).toBe(false);
    expect([...tree.order]).toEqual([0, 1]);
    expect(tree.depthOf(1)).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("puts rows under their parents, in reading order, with their depth", () => {
    const { tree } = buildRowTree(sites);
    expect(tree.hasTree).toBe(true);
    expect(ids(sites, tree.order)).toEqual(["north", "t1", "t2", "south", "t3", "t3a"]);
    expect(tree.depthOf(5)).toBe(2);
    expect(tree.hasChildren(0)).toBe(true);
    expect(tree.hasChildren(1)).toBe(false);
    expect(tree.parentOf(4)).toBe(3);
  });

  it("shows children listed before their parent under it", () => {
    const rows = [{ id: "t1", parentId: "north" }, { id: "north" }];
    expect(ids(rows as typeof sites, buildRowTree(rows).tree.order)).toEqual(["north", "t1"]);
  });

  it("matches parent ids by text, so 3 and '3' are the same row", () => {
    const rows = [{ id: 3 }, { id: 4, parentId: "3" }];
    expect(buildRowTree(rows).tree.parentOf(1)).toBe(0);
  });

  it("makes a top row of a row whose parent is missing, with a warning", () => {
    const { tree, warnings } = buildRowTree([{ id: "a" }, { id: "b", parentId: "nowhere" }]);
    expect(tree.parentOf(1)).toBe(-1);
    expect(warnings).toEqual(['1 row names a parentId no row has, shown as a top row: row "b".']);
  });

  it("breaks a loop of parents, with a warning", () => {
    const { tree, warnings } = buildRowTree([
      { id: "a", parentId: "b" },
      { id: "b", parentId: "a" },
      { id: "c", parentId: "c" },
    ]);
    expect(tree.order).toHaveLength(3);
    expect([tree.parentOf(0), tree.parentOf(1)].filter((parent) => parent === -1)).toHaveLength(1);
    expect(tree.parentOf(2)).toBe(-1);
    expect(warnings).toHaveLength(2);
  });
});

describe("visibleRows", () => {
  const { tree } = buildRowTree(sites);

  it("shows every row while all are expanded", () => {
    expect(ids(sites, visibleRows(tree, all, null))).toEqual(["north", "t1", "t2", "south", "t3", "t3a"]);
  });

  it("hides the rows below a collapsed row, at every depth", () => {
    const collapsed = new Set([0, 4]);
    expect(
      ids(
        sites,
        visibleRows(tree, (index) => !collapsed.has(index), null),
      ),
    ).toEqual(["north", "south", "t3"]);
    expect(
      ids(
        sites,
        visibleRows(tree, (index) => index !== 3, null),
      ),
    ).toEqual(["north", "t1", "t2", "south"]);
  });

  it("shows matches of a search with the rows above them, even under collapsed rows", () => {
    const matches = (index: number) => sites[index]?.name.includes("HT-03") ?? false;
    expect(
      ids(
        sites,
        visibleRows(tree, () => false, matches),
      ),
    ).toEqual(["south", "t3", "t3a"]);
  });

  it("filters a flat list by the search", () => {
    const flat = [{ id: "a" }, { id: "b" }, { id: "c" }];
    const { tree: flatTree } = buildRowTree(flat);
    expect([...visibleRows(flatTree, all, (index) => index !== 1)]).toEqual([0, 2]);
    expect(visibleRows(flatTree, all, null)).toBe(flatTree.order);
  });
});
