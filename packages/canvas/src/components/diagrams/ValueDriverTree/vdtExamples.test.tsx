import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ComponentExample, defineComponent, documentComponent } from "../../../defineComponent";
import { toTemplateComponents } from "../../../templateComponents";
import { exampleOf, expectExampleRendersCleanly, namedExamples } from "../../../test/exampleChecks";
import { renderExample as renderTemplateExample } from "../../../test/renderExample";
import VdtNode from "../VdtNode/VdtNode";
import { vdtNodeDocs } from "../VdtNode/VdtNode.docs";
import { vdtNodePropsSchema } from "../VdtNode/VdtNode.meta";
import { vdtNodeTag } from "../VdtNode/VdtNode.tag";
import ValueDriverTree from "./ValueDriverTree";
import { valueDriverTreeDocs } from "./ValueDriverTree.docs";
import { valueDriverTreePropsSchema } from "./ValueDriverTree.meta";
import { valueDriverTreeTag } from "./ValueDriverTree.tag";

const definitions = [
  defineComponent({ ...valueDriverTreeTag, propsSchema: valueDriverTreePropsSchema, component: ValueDriverTree }),
  defineComponent({ ...vdtNodeTag, propsSchema: vdtNodePropsSchema, component: VdtNode }),
];
const components = toTemplateComponents(definitions);
const allDocs = [valueDriverTreeDocs, vdtNodeDocs];

/** Renders an example as the gallery does, with these two components only. */
const renderExample = (example: ComponentExample) => renderTemplateExample("example", example, [], components);
const exampleTitled = (title: string): ComponentExample => exampleOf(allDocs, valueDriverTreeDocs.name, title);

describe("the value-driver tree docs", () => {
  it("document every attribute of both components and nothing else", () => {
    expect(() =>
      definitions.map((definition, index) => documentComponent(definition, allDocs[index] ?? vdtNodeDocs)),
    ).not.toThrow();
  });

  it.each(namedExamples(allDocs))("'%s' renders without an attribute, template or render error", async (_, example) => {
    await expectExampleRendersCleanly("example", example, { components });
  });

  it("the tonnes tree shows tonnes from trucks, availability, utilisation, cycles and payload, and sends edits", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample(exampleTitled("Tonnes from their drivers"));
    const nodes = () => screen.getAllByTestId("vdt-node").map((node) => node.dataset.nodeId);
    expect(nodes()).toEqual([
      "tonnes",
      "trucks",
      "availability",
      "utilisation",
      "cycles",
      "payload",
      "planned-maintenance",
      "unplanned-downtime",
    ]);
    const trucks = screen.getAllByTestId("vdt-node").find((node) => node.dataset.nodeId === "trucks") as HTMLElement;
    const input = within(trucks).getByRole("textbox", { name: "In fleet" });
    await user.clear(input);
    await user.type(input, "26{Enter}");
    expect(runtime.getSnapshot().parameters.tonnesEdit).toEqual({
      nodeId: "trucks",
      field: "In fleet",
      value: 26,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await user.click(screen.getByRole("button", { name: "Expand all" }));
    expect(nodes()).toContain("standby");
    await waitFor(() => expect(screen.getByText("36 h")).toBeTruthy());
    expect(screen.getByText("36 h").parentElement?.textContent).toBe("36 h without an operator");
    expect(runtime.getSnapshot().parameters.tonnesCollapsed).toMatchObject({ utilisation: false });
  });

  it("the tree without a root says so", async () => {
    const { container } = renderExample(exampleTitled("No root yet"));
    await waitFor(() =>
      expect(container.querySelector(".sf-vdt-empty")?.textContent).toBe(
        '"root" property is empty/missing.  Please check the data source and template bindings.',
      ),
    );
  });
});
