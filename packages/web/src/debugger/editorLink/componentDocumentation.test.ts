import { type DocumentedComponent, defineComponent, loadPropsSchemaOf } from "@storyframe/canvas";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { documentationOf } from "./componentDocumentation";

const registered = defineComponent({
  name: "Meter",
  family: "kpi",
  isSelfClosing: true,
  component: () => null,
  propsSchema: z.object({ label: z.string(), max: z.number().default(100), unit: z.string().optional() }),
});

const meter: DocumentedComponent = {
  ...registered,
  description: "Shows a value against its maximum.",
  examples: [],
  attributes: [
    { name: "label", type: "string", description: "Names the meter." },
    { name: "max", type: "number", description: "The largest value." },
    { name: "unit", type: "string", description: "The unit.", options: ["t", "kg"] },
  ],
};

describe("documentationOf", () => {
  it("reads from the props schema which attributes are required and what the omitted ones default to", async () => {
    expect(documentationOf(meter, await loadPropsSchemaOf(meter))).toEqual({
      name: "Meter",
      family: "kpi",
      description: "Shows a value against its maximum.",
      selfClosing: true,
      attributes: [
        { name: "label", type: "string", required: true, description: "Names the meter." },
        { name: "max", type: "number", required: false, default: "100", description: "The largest value." },
        { name: "unit", type: "string", required: false, description: "The unit.", options: ["t", "kg"] },
      ],
    });
  });

  it("reads a schema that loads with the component's code once loaded", async () => {
    const lazy: DocumentedComponent = {
      name: "Meter",
      family: "kpi",
      component: () => null,
      attributeNames: ["label", "max"],
      loadPropsSchema: async () => z.object({ label: z.string(), max: z.number().default(100) }),
      description: "d",
      examples: [],
      attributes: [
        { name: "label", type: "string", description: "Names it." },
        { name: "max", type: "number", description: "The largest value." },
      ],
    };
    expect(documentationOf(lazy, await loadPropsSchemaOf(lazy)).attributes).toEqual([
      { name: "label", type: "string", required: true, description: "Names it." },
      { name: "max", type: "number", required: false, default: "100", description: "The largest value." },
    ]);
  });
});
