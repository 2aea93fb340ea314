import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineComponent } from "./defineComponent";

const base = {
  name: "Badge",
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
