import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineComponent } from "./defineComponent";

const base = {
  name: "Badge",
  family: "display" as const,
  description: "A small count or status marker.",
  attributes: [{ name: "color", type: "string", description: "Badge colour", options: ["primary", "error"] }],
  propsSchema: z.object({ color: z.string().optional() }),
  examples: [{ title: "Primary", template: '<Badge color="primary" />' }],
  component: () => null,
};

describe("defineComponent", () => {
  it("returns a valid definition unchanged", () => {
    expect(defineComponent(base)).toBe(base);
  });

  it("refuses a definition without an example", () => {
    expect(() => defineComponent({ ...base, examples: [] })).toThrow("Component 'Badge' needs at least one example.");
  });

  it("refuses a prop the attribute table does not document", () => {
    const propsSchema = z.object({ color: z.string().optional(), size: z.number().optional() });
    expect(() => defineComponent({ ...base, propsSchema })).toThrow(
      "Component 'Badge' does not document the attribute 'size'.",
    );
  });

  it("refuses a documented attribute the props schema does not accept", () => {
    const attributes = [...base.attributes, { name: "size", type: "number", description: "Size" }];
    expect(() => defineComponent({ ...base, attributes })).toThrow(
      "Component 'Badge' documents 'size', which its props schema does not accept.",
    );
  });

  it("refuses a name that is not PascalCase", () => {
    expect(() => defineComponent({ ...base, name: "badge" })).toThrow(
      "Component name 'badge' must be PascalCase, as used in templates.",
    );
  });

  it("refuses an empty description", () => {
    expect(() => defineComponent({ ...base, description: "  " })).toThrow("Component 'Badge' needs a description.");
  });

  it("refuses an attribute listed twice", () => {
    const attribute = { name: "color", type: "string", description: "x" };
    expect(() => defineComponent({ ...base, attributes: [attribute, attribute] })).toThrow(
      "Component 'Badge' lists the attribute 'color' twice.",
    );
  });
});
