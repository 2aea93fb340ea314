import { describe, expect, it } from "vitest";
import { isMaxReached, maxSelectionMessage } from "./maxSelection";
import { asValueList, includesValue, optionValueSchema, valueKey, valuesEqual } from "./optionValue";

describe("valuesEqual", () => {
  it("compares primitives strictly", () => {
    expect(valuesEqual("north", "north")).toBe(true);
    expect(valuesEqual(1, "1")).toBe(false);
  });

  it("compares arrays and objects by content, whatever the key order", () => {
    expect(valuesEqual({ region: "EU", code: [1, 2] }, { code: [1, 2], region: "EU" })).toBe(true);
    expect(valuesEqual({ region: "EU" }, { region: "EU", code: 1 })).toBe(false);
    expect(valuesEqual([1, 2], [2, 1])).toBe(false);
    expect(valuesEqual([], {})).toBe(false);
  });

  it("finds a deeply equal value in a list", () => {
    expect(includesValue([{ id: 7 }], { id: 7 })).toBe(true);
    expect(includesValue([{ id: 7 }], { id: 8 })).toBe(false);
  });
});

describe("valueKey", () => {
  it("is the same for deeply equal values and differs across types", () => {
    expect(valueKey({ b: 1, a: [2] })).toBe(valueKey({ a: [2], b: 1 }));
    expect(valueKey(1)).not.toBe(valueKey("1"));
  });
});

describe("asValueList", () => {
  it("reads a stored selection as a list", () => {
    expect(asValueList(["a", "b"])).toEqual(["a", "b"]);
    expect(asValueList("a")).toEqual(["a"]);
    expect(asValueList(null)).toEqual([]);
    expect(asValueList(undefined)).toEqual([]);
  });
});

describe("optionValueSchema", () => {
  it("accepts text, numbers, flags, lists and records but not null", () => {
    for (const value of ["a", 2, false, [1], { id: 1 }]) expect(optionValueSchema.parse(value)).toEqual(value);
    expect(optionValueSchema.safeParse(null).success).toBe(false);
  });
});

describe("maximum selection", () => {
  it("words the tooltip exactly as the spec does", () => {
    expect(maxSelectionMessage(3)).toBe("A maximum of 3 items can be selected.");
  });

  it("is reached at the maximum, never without one", () => {
    expect(isMaxReached(2, 2)).toBe(true);
    expect(isMaxReached(1, 2)).toBe(false);
    expect(isMaxReached(500, undefined)).toBe(false);
  });
});
