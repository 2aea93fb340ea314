import { describe, expect, it } from "vitest";
import { flowChartPropsSchema } from "./FlowChart.meta";

const messagesOf = (input: unknown) => {
  const result = flowChartPropsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("flowChartPropsSchema", () => {
  it("reads nodes and links with their defaults", () => {
    const props = flowChartPropsSchema.parse({
      nodes: [{ id: "a", tonnes: 220 }, { id: "b" }],
      links: [{ from: "a", to: "b" }],
    });
    expect(props.height).toBe(400);
    expect(props.nodes?.[0]).toMatchObject({ type: "rectangle", hidden: false, links: [], children: [], tonnes: 220 });
    expect(props.links[0]).toMatchObject({ type: "bezier", width: 4, excludeFromLayout: false, animated: false });
  });

  it("takes the nulls a data source gives for fields it does not fill", () => {
    const props = flowChartPropsSchema.parse({
      nodes: [{ id: 1, type: null, label: 12, content: null, fillPercentage: null, x: null, y: null, links: null }],
      links: null,
    });
    expect(props.nodes?.[0]).toMatchObject({ type: "rectangle", label: "12", links: [] });
    expect(props.links).toEqual([]);
  });

  it("refuses a node type, link type or marker it does not know", () => {
    expect(messagesOf({ nodes: [{ id: "a", type: "circle" }] }).join()).toMatch(/chevron.*triangle/);
    expect(messagesOf({ nodes: [{ id: "a" }], links: [{ from: "a", to: "a", type: "curvy" }] }).join()).toMatch(
      /step.*straight/,
    );
    expect(messagesOf({ nodes: [{ id: "a" }], links: [{ from: "a", to: "a", markerEnd: "dot" }] }).join()).toMatch(
      /arrowclosed/,
    );
  });

  it("refuses a fill level outside 0 to 100", () => {
    expect(messagesOf({ nodes: [{ id: "a", fillPercentage: 120 }] })).toEqual([
      "fillPercentage must be between 0 and 100.",
    ]);
    expect(messagesOf({ nodes: [{ id: "a", fillPercentage: -1 }] })).toEqual([
      "fillPercentage must be between 0 and 100.",
    ]);
  });

  it("refuses a node with only one coordinate", () => {
    expect(messagesOf({ nodes: [{ id: "a", x: 10 }] })).toEqual(["Node 'a' needs both x and y, or neither."]);
  });

  it("refuses children on a node that is not a group", () => {
    expect(messagesOf({ nodes: [{ id: "a", children: [{ id: "b" }] }] })).toEqual([
      "Node 'a' has children: only a node of type 'group' can hold other nodes.",
    ]);
  });

  it("refuses the same id twice, also across groups", () => {
    expect(messagesOf({ nodes: [{ id: "a" }, { id: "g", type: "group", children: [{ id: "a" }] }] })).toEqual([
      "Node ids must be unique: 'a' is used twice.",
    ]);
  });

  it("refuses links to nodes that do not exist, wherever they are written", () => {
    expect(messagesOf({ nodes: [{ id: "a", links: [{ to: "b" }] }], links: [{ from: "c", to: "a" }] })).toEqual([
      "The link from 'c' to 'a' names 'c', which is not a node.",
      "The link from 'a' to 'b' names 'b', which is not a node.",
    ]);
  });

  it("refuses a link width of 0, colours that are not colours and styles that load anything", () => {
    const nodes = [{ id: "a" }];
    expect(messagesOf({ nodes, links: [{ from: "a", to: "a", width: 0 }] })).toEqual([
      "A link's width must be above 0.",
    ]);
    expect(messagesOf({ nodes, links: [{ from: "a", to: "a", color: "red; background: url(x)" }] })).toEqual([
      "Use a palette colour name or a CSS colour such as #1565c0.",
    ]);
    expect(
      messagesOf({ nodes, links: [{ from: "a", to: "a", style: { background: "url(https://example.com/x.png)" } }] }),
    ).toHaveLength(1);
  });

  it("refuses a template that is not a function", () => {
    expect(messagesOf({ nodes: [{ id: "a", template: "<b>a</b>" }] })).toEqual(["Expected a function."]);
  });
});
