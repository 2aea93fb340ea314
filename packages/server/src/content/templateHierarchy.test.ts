import { describe, expect, it } from "vitest";
import { flattenTemplateHierarchy, reachableTemplates } from "./templateHierarchy";

describe("flattenTemplateHierarchy", () => {
  it("lists each template of a hierarchy once and cuts cycles", () => {
    const shared = { id: "shared/header", jsx: "<h1/>", includes: [] as string[] };
    const root = {
      id: "page",
      jsx: '<div><Include path="shared/header"/><Include path="page"/></div>',
      includes: [shared, { id: "shared/footer", jsx: "<p/>", includes: [shared, "page"] }],
    };
    const flat = flattenTemplateHierarchy(root);
    expect(flat.map((t) => t.id)).toEqual(["page", "shared/header", "shared/footer"]);
    expect(flat[0]?.includes).toEqual(["shared/header", "shared/footer", "page"]);
    expect(flat[2]?.includes).toEqual(["shared/header", "page"]);
  });
});

describe("reachableTemplates", () => {
  it("follows includes once each, cuts cycles and reports missing templates", async () => {
    const store: Record<string, string[]> = { a: ["b", "c"], b: ["a", "d"], c: [] };
    const result = await reachableTemplates(["a"], async (path) =>
      store[path] ? { includes: store[path] } : undefined,
    );
    expect(result).toEqual({ found: ["a", "b", "c"], missing: ["d"] });
  });
});
