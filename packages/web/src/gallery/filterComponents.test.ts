import type { DocumentedComponent } from "@storyframe/canvas";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { componentOfHash, filterComponents, groupByFamily } from "./filterComponents";

const component = (name: string, family: DocumentedComponent["family"], description: string, attributes: string[]) =>
  ({
    name,
    family,
    description,
    attributes: attributes.map((attribute) => ({ name: attribute, type: "string", description: attribute })),
    propsSchema: z.object({}),
    attributeNames: attributes,
    examples: [{ title: "x", template: `<${name} />` }],
    component: () => null,
  }) satisfies DocumentedComponent;

const slider = component("Slider", "selection", "Picks a number in a range.", ["min", "max", "parameter"]);
const badge = component("Badge", "display", "A small count marker.", ["content", "color"]);
const alert = component("Alert", "feedback", "A coloured message.", ["severity"]);

describe("filterComponents", () => {
  it("keeps everything for an empty query", () => {
    expect(filterComponents([slider, badge], "  ")).toEqual([slider, badge]);
  });

  it("matches names, descriptions and attribute names, every word, ignoring case", () => {
    expect(filterComponents([slider, badge], "SLIDER")).toEqual([slider]);
    expect(filterComponents([slider, badge], "count marker")).toEqual([badge]);
    expect(filterComponents([slider, badge], "parameter")).toEqual([slider]);
    expect(filterComponents([slider, badge], "count range")).toEqual([]);
  });
});

describe("groupByFamily", () => {
  it("groups in the given family order and leaves out empty families", () => {
    const groups = groupByFamily([badge, slider, alert], ["selection", "dates", "display", "feedback"]);
    expect(groups.map((group) => group.family)).toEqual(["selection", "display", "feedback"]);
    expect(groups[1]?.components).toEqual([badge]);
  });
});

describe("componentOfHash", () => {
  it("reads a component name from '#Name' and '#component-Name'", () => {
    expect(componentOfHash("#Slider")).toBe("Slider");
    expect(componentOfHash("#component-TreeView")).toBe("TreeView");
  });

  it("is null for no hash or one that cannot name a component", () => {
    expect(componentOfHash("")).toBeNull();
    expect(componentOfHash("#family-inputs")).toBeNull();
    expect(componentOfHash("#%E0%A4%A")).toBeNull();
  });
});
