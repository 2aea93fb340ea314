import { describe, expect, it } from "vitest";
import { sameStoredValue, toDisplayText, toStoredValue } from "./textValue";

describe("toStoredValue", () => {
  it("stores the text as typed without a separator", () => {
    expect(toStoredValue("  Base case ", { type: "text" })).toBe("  Base case ");
  });

  it("stores the items as a list with a separator", () => {
    expect(toStoredValue("ana@fleet.io; ben@fleet.io;", { type: "email", separator: ";" })).toEqual([
      "ana@fleet.io",
      "ben@fleet.io",
    ]);
    expect(toStoredValue(" a ; b", { type: "text", separator: ";", trim: false })).toEqual([" a ", " b"]);
  });

  it("stores numbers for number fields, null when empty or unreadable", () => {
    expect(toStoredValue("12.5", { type: "number" })).toBe(12.5);
    expect(toStoredValue("", { type: "number" })).toBeNull();
    expect(toStoredValue("abc", { type: "number" })).toBeNull();
    expect(toStoredValue("1, x, 3", { type: "number", separator: "," })).toEqual([1, 3]);
  });
});

describe("toDisplayText", () => {
  it("shows lists joined with the separator and nothing for empty values", () => {
    expect(toDisplayText(["North", "South"], ";")).toBe("North;South");
    expect(toDisplayText(null)).toBe("");
    expect(toDisplayText(undefined)).toBe("");
    expect(toDisplayText(42)).toBe("42");
    expect(toDisplayText({ a: 1 })).toBe('{"a":1}');
  });
});

describe("sameStoredValue", () => {
  it("compares lists by their items", () => {
    expect(sameStoredValue(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameStoredValue(["a"], ["a", "b"])).toBe(false);
    expect(sameStoredValue("a", "a")).toBe(true);
    expect(sameStoredValue(null, "")).toBe(false);
  });
});
