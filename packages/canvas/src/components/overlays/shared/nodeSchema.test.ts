import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { isRenderable, nodeSchema } from "./nodeSchema";

describe("nodeSchema", () => {
  it("accepts text, numbers, elements, nothing and lists of these", () => {
    expect(isRenderable("Save")).toBe(true);
    expect(isRenderable(3)).toBe(true);
    expect(isRenderable(null)).toBe(true);
    expect(isRenderable(createElement("b", null, "x"))).toBe(true);
    expect(isRenderable(["a", createElement("i", { key: "i" }), [1, false]])).toBe(true);
  });

  it("refuses plain objects and functions with a readable message", () => {
    expect(isRenderable({ label: "x" })).toBe(false);
    expect(isRenderable(() => "x")).toBe(false);
    const parsed = nodeSchema.safeParse({ label: "x" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Expected text or JSX content.");
  });
});
