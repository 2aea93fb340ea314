import { type DocumentedComponent, defineComponent } from "@storyframe/canvas";
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
  it("reads from the props schema which attributes are required and what the omitted ones default to", () => {
    expect(documentationOf(meter)).toEqual({
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

  it("counts the attributes of a component whose schema loads with its code as optional", () => {
    const lazy: DocumentedComponent = {
      name: "Meter",
      family: "kpi",
      component: () => null,
      attributeNames: ["label"],
      loadPropsSchema: async () => z.object({ label: z.string() }),
      description: "d",
      examples: [],
      attributes: [{ name: "label", type: "string", description: "Names it." }],
    };
    expect(documentationOf(lazy).attributes[0]).toMatchObject({ required: false });
  });
});
