import { describe, expect, it } from "vitest";
import { valueKey } from "../shared/optionValue";
import { autocompleteOptionSchema } from "./Autocomplete.meta";
import { allOptions, isSelectable, labelMatches, labelSegments, listOptions } from "./autocompleteOptions";

const tree = [
  autocompleteOptionSchema.parse({
    label: "Beverages",
    value: "bev",
    isExpanded: true,
    children: [
      { label: "Coffee", value: "coffee" },
      { label: "Green tea", value: "tea" },
    ],
  }),
  autocompleteOptionSchema.parse({
    label: "Snacks",
    value: "snk",
    children: [{ label: "Salted nuts", value: "nuts" }],
  }),
];

const labels = (listed: ReturnType<typeof listOptions>) =>
  listed.map((entry) => `${entry.depth}:${entry.option.label}`);

describe("labelSegments", () => {
  it("marks a prefix of the label", () => {
    expect(labelSegments("North America", "nor")).toEqual([
      { text: "Nor", match: true, start: 0 },
      { text: "th America", match: false, start: 3 },
    ]);
  });

  it("marks the start of each word the typed words begin", () => {
    expect(labelSegments("New York City", "yo ci")).toEqual([
      { text: "New ", match: false, start: 0 },
      { text: "Yo", match: true, start: 4 },
      { text: "rk ", match: false, start: 6 },
      { text: "Ci", match: true, start: 9 },
      { text: "ty", match: false, start: 11 },
    ]);
  });

  it("falls back to a substring anywhere, ignoring case", () => {
    expect(labelSegments("Truck CA 482-193", "82-1")).toEqual([
      { text: "Truck CA 4", match: false, start: 0 },
      { text: "82-1", match: true, start: 10 },
      { text: "93", match: false, start: 14 },
    ]);
    expect(labelSegments("Asia Pacific", "CIF").filter((segment) => segment.match)).toEqual([
      { text: "cif", match: true, start: 7 },
    ]);
  });

  it("leaves the label whole when nothing is typed or nothing matches", () => {
    expect(labelSegments("Europe", "")).toEqual([{ text: "Europe", match: false, start: 0 }]);
    expect(labelSegments("Europe", "xyz")).toEqual([{ text: "Europe", match: false, start: 0 }]);
    expect(labelMatches("Europe", "xyz")).toBe(false);
    expect(labelMatches("Europe", "ROP")).toBe(true);
  });
});

describe("listOptions", () => {
  it("shows the top level and the children of expanded options, indented", () => {
    expect(labels(listOptions(tree, new Map(), ""))).toEqual(["0:Beverages", "1:Coffee", "1:Green tea", "0:Snacks"]);
  });

  it("follows toggled expansion over the isExpanded flag", () => {
    const expansion = new Map([
      [valueKey("bev"), false],
      [valueKey("snk"), true],
    ]);
    expect(labels(listOptions(tree, expansion, ""))).toEqual(["0:Beverages", "0:Snacks", "1:Salted nuts"]);
  });

  it("shows matches with the parents leading to them, expanded", () => {
    const listed = listOptions(tree, new Map([[valueKey("snk"), false]]), "nut");
    expect(labels(listed)).toEqual(["0:Snacks", "1:Salted nuts"]);
    expect(listed[0]?.expanded).toBe(true);
  });

  it("lists every option of the tree for lookups", () => {
    expect(allOptions(tree).map((option) => option.value)).toEqual(["bev", "coffee", "tea", "snk", "nuts"]);
  });
});

describe("isSelectable", () => {
  it("refuses disabled and preventSelection options", () => {
    expect(isSelectable({ label: "a", value: 1 })).toBe(true);
    expect(isSelectable({ label: "a", value: 1, disabled: true })).toBe(false);
    expect(isSelectable({ label: "a", value: 1, preventSelection: true })).toBe(false);
  });
});
