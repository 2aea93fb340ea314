import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  defineComponent,
  defineComponentDocs,
  documentComponent,
  documentComponents,
  loadPropsSchemaOf,
} from "./defineComponent";

const base = {
  name: "Badge",
  family: "display" as const,
  propsSchema: z.object({ color: z.string().optional() }),
  component: () => null,
};

const docs = {
  name: "Badge",
  description: "A small count or status marker.",
  attributes: [{ name: "color", type: "string", description: "Badge colour", options: ["primary", "error"] }],
  examples: [{ title: "Primary", template: '<Badge color="primary" />' }],
};

describe("defineComponent", () => {
  it("returns the definition with the attributes its props schema accepts", () => {
    expect(defineComponent(base)).toEqual({ ...base, attributeNames: ["color"] });
  });

  it("does not count children among the attributes", () => {
    const propsSchema = z.object({ color: z.string().optional(), children: z.unknown() });
    expect(defineComponent({ ...base, propsSchema }).attributeNames).toEqual(["color"]);
  });

  it("refuses a name that is not PascalCase", () => {
    expect(() => defineComponent({ ...base, name: "badge" })).toThrow(
      "Component name 'badge' must be PascalCase, as used in templates.",
    );
  });

  it("refuses a props schema that is not an object schema", () => {
    expect(() => defineComponent({ ...base, propsSchema: z.unknown() as z.ZodType<object> })).toThrow(
      "Component 'Badge' needs an object props schema: its keys are the attributes.",
    );
  });
});

describe("defineComponentDocs", () => {
  it("returns valid docs unchanged", () => {
    expect(defineComponentDocs(docs)).toBe(docs);
  });

  it("refuses docs without an example", () => {
    expect(() => defineComponentDocs({ ...docs, examples: [] })).toThrow(
      "Component 'Badge' needs at least one example.",
    );
  });

  it("refuses an empty description", () => {
    expect(() => defineComponentDocs({ ...docs, description: "  " })).toThrow("Component 'Badge' needs a description.");
  });

  it("refuses an attribute listed twice", () => {
    const attribute = { name: "color", type: "string", description: "x" };
    expect(() => defineComponentDocs({ ...docs, attributes: [attribute, attribute] })).toThrow(
      "Component 'Badge' lists the attribute 'color' twice.",
    );
  });

  it("refuses an attribute without a description", () => {
    const attributes = [{ name: "color", type: "string", description: " " }];
    expect(() => defineComponentDocs({ ...docs, attributes })).toThrow(
      "Component 'Badge' needs a description of the attribute 'color'.",
    );
  });
});

describe("documentComponent", () => {
  const badge = defineComponent(base);

  it("joins a component with its docs", () => {
    expect(documentComponent(badge, docs)).toEqual({ ...badge, ...docs });
  });

  it("refuses a prop the attribute table does not document", () => {
    const propsSchema = z.object({ color: z.string().optional(), size: z.number().optional() });
    expect(() => documentComponent(defineComponent({ ...base, propsSchema }), docs)).toThrow(
      "Component 'Badge' does not document the attribute 'size'.",
    );
  });

  it("refuses a documented attribute the props schema does not accept", () => {
    const attributes = [...docs.attributes, { name: "size", type: "number", description: "Size" }];
    expect(() => documentComponent(badge, { ...docs, attributes })).toThrow(
      "Component 'Badge' documents 'size', which its props schema does not accept.",
    );
  });

  it("refuses the docs of another component", () => {
    expect(() => documentComponent(badge, { ...docs, name: "Chip" })).toThrow(
      "The docs of 'Chip' are not those of 'Badge'.",
    );
  });
});

describe("documentComponents", () => {
  const badge = defineComponent(base);
  const chip = defineComponent({ ...base, name: "Chip" });
  const chipDocs = { ...docs, name: "Chip" };

  it("joins every component with its docs, in the components' order", () => {
    expect(documentComponents([badge, chip], [chipDocs, docs]).map((component) => component.description)).toEqual([
      docs.description,
      chipDocs.description,
    ]);
  });

  it("refuses a component without docs", () => {
    expect(() => documentComponents([badge, chip], [docs])).toThrow("Component 'Chip' has no docs.");
  });

  it("refuses docs of a component that is not registered", () => {
    expect(() => documentComponents([badge], [docs, chipDocs])).toThrow("'Chip' is documented but not registered.");
  });

  it("refuses docs given twice", () => {
    expect(() => documentComponents([badge], [docs, docs])).toThrow("Component 'Badge' is documented twice.");
  });
});

describe("loadPropsSchemaOf", () => {
  const lazyBadge = (propsSchema: z.ZodType<object>, attributeNames: readonly string[]) =>
    defineComponent({
      name: "Badge",
      family: "display",
      component: () => null,
      attributeNames,
      loadPropsSchema: async () => propsSchema,
    });

  it("gives a schema given with the component as it is", async () => {
    const badge = defineComponent(base);
    expect(await loadPropsSchemaOf(badge)).toBe(base.propsSchema);
  });

  it("loads a schema loaded on demand when asked, not when the component is declared", async () => {
    const propsSchema = z.object({ color: z.string().optional() });
    const loadPropsSchema = vi.fn(async () => propsSchema);
    const badge = defineComponent({
      ...docs,
      family: "display",
      component: () => null,
      attributeNames: ["color"],
      loadPropsSchema,
    });
    expect(badge.attributeNames).toEqual(["color"]);
    expect(loadPropsSchema).not.toHaveBeenCalled();
    expect(await loadPropsSchemaOf(badge)).toBe(propsSchema);
  });

  it("refuses a loaded schema whose keys are not the attributes the component lists", async () => {
    await expect(loadPropsSchemaOf(lazyBadge(z.object({ colour: z.string() }), ["color"]))).rejects.toThrow(
      "Component 'Badge' lists the attributes color, its props schema colour.",
    );
  });

  it("refuses a loaded schema that is not an object schema", async () => {
    await expect(loadPropsSchemaOf(lazyBadge(z.unknown() as z.ZodType<object>, []))).rejects.toThrow(
      "Component 'Badge' needs an object props schema: its keys are the attributes.",
    );
  });
});
