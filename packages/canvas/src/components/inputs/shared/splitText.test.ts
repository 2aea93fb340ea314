import { describe, expect, it } from "vitest";
import { joinItems, splitText } from "./splitText";

describe("splitText", () => {
  it("splits on the separator, trims the items and drops empty ones", () => {
    expect(splitText(" ana@fleet.io; ben@fleet.io ;; ", { separator: ";" })).toEqual(["ana@fleet.io", "ben@fleet.io"]);
  });

  it("keeps the spaces around items when trim is off, still dropping empty items", () => {
    expect(splitText(" a , ,, b", { separator: ",", trim: false })).toEqual([" a ", " ", " b"]);
  });

  it("returns an empty list for empty text", () => {
    expect(splitText("   ", { separator: ";" })).toEqual([]);
  });

  it("treats an empty separator as one item", () => {
    expect(splitText(" one item ", { separator: "" })).toEqual(["one item"]);
  });

  it("supports separators longer than one character", () => {
    expect(splitText("North || South", { separator: "||" })).toEqual(["North", "South"]);
  });
});

describe("joinItems", () => {
  it("joins the items back with the separator", () => {
    expect(joinItems(["North", "South"], ";")).toBe("North;South");
    expect(joinItems([1, null, "x"], ", ")).toBe("1, , x");
  });
});
