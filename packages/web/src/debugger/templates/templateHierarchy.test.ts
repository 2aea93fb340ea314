import { describe, expect, it } from "vitest";
import { templateHierarchy } from "./templateHierarchy";

describe("a template's include hierarchy", () => {
  it("lists the template and what it includes depth first, each once, a cycle cut and a missing one marked", () => {
    const includes: Record<string, string[]> = { a: ["b", "c"], b: ["c", "a"], c: ["gone"] };
    expect(templateHierarchy("a", (name) => includes[name])).toEqual([
      { name: "a", depth: 0, missing: false },
      { name: "b", depth: 1, missing: false },
      { name: "c", depth: 2, missing: false },
      { name: "gone", depth: 3, missing: true },
    ]);
  });
});
