import { describe, expect, it } from "vitest";
import { type TreeNode, treeNodeSchema } from "./TreeView.meta";
import {
  buildTreeModel,
  flaggedSelection,
  idsOfValues,
  initialExpandedIds,
  inTreeOrder,
  isSelectableNode,
  MAX_SEARCH_LEAVES,
  nodeMatches,
  searchTree,
} from "./treeModel";

const nodes: TreeNode[] = [
  {
    value: "emea",
    label: "Europe, Middle East & Africa",
    isExpanded: true,
    preventSelection: true,
    children: [
      { value: "za", label: "South Africa", searchTerms: ["ZAF", "Johannesburg"], isSelected: true },
      { value: "de", label: "Germany", searchTerms: "Berlin" },
    ],
  },
  {
    id: "apac",
    title: "Asia Pacific",
    children: [
      { value: "au", label: "Australia", isSelected: true },
      { value: "sg", disabled: true },
    ],
  },
];

describe("treeNodeSchema", () => {
  it("reads nested nodes, labels as text", () => {
    const parsed = treeNodeSchema.parse({ value: 1, label: 7, children: [{ id: "x", title: 2021 }] });
    expect(parsed).toEqual({ value: 1, label: "7", children: [{ id: "x", title: "2021" }] });
  });

  it("refuses a node without a value or id, at any depth", () => {
    const result = treeNodeSchema.safeParse({ value: "a", children: [{ label: "No key" }] });
    expect(result.error?.issues[0]?.message).toBe("Each node needs a 'value' (or an 'id').");
    expect(result.error?.issues[0]?.path).toEqual(["children", 0]);
  });
});

describe("buildTreeModel", () => {
  const model = buildTreeModel(nodes);

  it("takes value from value or id and label from label, title or the value", () => {
    const items = [...model.items.values()];
    expect(items.map((item) => item.value)).toEqual(["emea", "za", "de", "apac", "au", "sg"]);
    expect(items.map((item) => item.label)).toEqual([
      "Europe, Middle East & Africa",
      "South Africa",
      "Germany",
      "Asia Pacific",
      "Australia",
      "sg",
    ]);
    expect(items[2]?.searchTerms).toEqual(["Berlin"]);
  });

  it("lists the flagged selection in tree order and finds items by value", () => {
    expect(flaggedSelection(model)).toEqual(["za", "au"]);
    const ids = idsOfValues(model, ["au", "missing", "za"]);
    expect(ids.map((id) => model.items.get(id)?.value)).toEqual(["au", "za"]);
    expect(inTreeOrder(model, ids).map((id) => model.items.get(id)?.value)).toEqual(["za", "au"]);
  });

  it("opens the flagged nodes and the parents of the selected ones", () => {
    const [australia] = idsOfValues(model, ["au"]);
    const expanded = initialExpandedIds(model, australia === undefined ? [] : [australia]);
    expect(expanded.map((id) => model.items.get(id)?.value)).toEqual(["emea", "apac"]);
  });

  it("keeps disabled and preventSelection nodes unselectable", () => {
    const selectable = [...model.items.values()].filter(isSelectableNode).map((item) => item.value);
    expect(selectable).toEqual(["za", "de", "apac", "au"]);
  });
});

describe("search", () => {
  const model = buildTreeModel(nodes);

  it("matches labels and search terms, ignoring case", () => {
    const [za] = model.roots[0]?.children ?? [];
    if (za === undefined) throw new Error("no node");
    expect(nodeMatches(za, "south")).toBe(true);
    expect(nodeMatches(za, "JOHANNES")).toBe(true);
    expect(nodeMatches(za, "berlin")).toBe(false);
  });

  it("keeps matches with their parents, opened, and everything under a matching parent", () => {
    const byTerm = searchTree(model.roots, "berlin");
    expect(byTerm.roots.map((root) => root.label)).toEqual(["Europe, Middle East & Africa"]);
    expect(byTerm.roots[0]?.children.map((child) => child.label)).toEqual(["Germany"]);
    expect(byTerm.expandedIds).toEqual([model.roots[0]?.id]);

    const byParent = searchTree(model.roots, "asia");
    expect(byParent.roots[0]?.children.map((child) => child.value)).toEqual(["au", "sg"]);
  });

  it("shows at most 200 leaves and says when it left some out", () => {
    const many = buildTreeModel([
      { value: "all", children: Array.from({ length: 250 }, (_, index) => ({ value: `site-${index}` })) },
    ]);
    const result = searchTree(many.roots, "site");
    expect(MAX_SEARCH_LEAVES).toBe(200);
    expect(result.roots[0]?.children).toHaveLength(200);
    expect(result.truncated).toBe(true);
    expect(searchTree(many.roots, "site-1").truncated).toBe(false);
  });
});
