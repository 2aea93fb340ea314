import { describe, expect, it } from "vitest";
import { MAX_NESTING_DEPTH, nestingExceeds, nestingTooDeepMessage } from "./nesting";

/** Arrays nested `depth` levels deep: [[[...]]]. */
function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

describe("nestingExceeds", () => {
  it("counts objects and arrays, not scalars", () => {
    expect(nestingExceeds("text", 0)).toBe(false);
    expect(nestingExceeds({}, 0)).toBe(true);
    expect(nestingExceeds({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestingExceeds({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it("allows input exactly at the limit and refuses one level more", () => {
    expect(nestingExceeds(nestedArrays(MAX_NESTING_DEPTH))).toBe(false);
    expect(nestingExceeds(nestedArrays(MAX_NESTING_DEPTH + 1))).toBe(true);
  });

  it("checks input far deeper than the call stack allows without overflowing", () => {
    expect(nestingExceeds(nestedArrays(200_000))).toBe(true);
  });

  it("names the limit in its message", () => {
    expect(nestingTooDeepMessage()).toBe(
      "The input is nested too deeply: at most 64 levels of objects and arrays are accepted.",
    );
  });
});
