import { describe, expect, it } from "vitest";
import { splitsTemplates, TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION } from "./constants";

describe("splitsTemplates", () => {
  it("applies to data models below the split version", () => {
    expect(splitsTemplates("0.0.1")).toBe(true);
    expect(splitsTemplates("0.0")).toBe(true);
    expect(splitsTemplates("0.0.1.9")).toBe(true);
  });

  it("does not apply from the split version on, comparing the parts as numbers", () => {
    expect(splitsTemplates(TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION)).toBe(false);
    expect(splitsTemplates("0.0.10")).toBe(false);
    expect(splitsTemplates("0.1.0")).toBe(false);
    expect(splitsTemplates("1")).toBe(false);
  });

  it("does not apply to text that is not a dotted version", () => {
    expect(splitsTemplates("")).toBe(false);
    expect(splitsTemplates("latest")).toBe(false);
    expect(splitsTemplates("0.0.1-beta")).toBe(false);
  });
});
