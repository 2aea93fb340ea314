import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ComponentExample, defineComponent, documentComponent } from "../../../defineComponent";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../../../runtime/memoryRuntime";
import { TemplateView, type TemplateWarning } from "../../../template";
import { toTemplateComponents } from "../../../templateComponents";
import VdtNode from "../VdtNode/VdtNode";
import { vdtNodeDocs } from "../VdtNode/VdtNode.docs";
import { vdtNodeMeta, vdtNodePropsSchema } from "../VdtNode/VdtNode.meta";
import ValueDriverTree from "./ValueDriverTree";
import { valueDriverTreeDocs } from "./ValueDriverTree.docs";
import { valueDriverTreeMeta, valueDriverTreePropsSchema } from "./ValueDriverTree.meta";

const definitions = [
  defineComponent({ ...valueDriverTreeMeta, propsSchema: valueDriverTreePropsSchema, component: ValueDriverTree }),
  defineComponent({ ...vdtNodeMeta, propsSchema: vdtNodePropsSchema, component: VdtNode }),
];
const components = toTemplateComponents(definitions);
const allDocs = [valueDriverTreeDocs, vdtNodeDocs];
const examples = allDocs.flatMap((docs) =>
  docs.examples.map((example) => [`${docs.name}: ${example.title}`, example] as const),
);

/** Renders an example as the gallery does, with these two components only. */
function renderExample(example: ComponentExample, warnings: TemplateWarning[] = []) {
  const runtime = createMemoryRuntime({ parameters: { ...example.parameters }, frameData: { ...example.frame } });
  const result = render(
    <CanvasRuntimeProvider runtime={runtime}>
      <TemplateView
        templateName="example"
        templates={{ example: { jsx: example.template, css: example.css ?? "" } }}
        scope={{ frame: example.frame ?? {}, params: example.parameters ?? {}, ds: {} }}
        components={components}
        scopeId="component-examples"
        onWarnings={(reported) => warnings.push(...reported)}
      />
    </CanvasRuntimeProvider>,
  );
  return { ...result, runtime };
}

const exampleTitled = (title: string): ComponentExample => {
  const example = examples.find(([, candidate]) => candidate.title === title)?.[1];
  if (example === undefined) throw new Error(`No example '${title}'.`);
  return example;
};

describe("the value-driver tree docs", () => {
  it("document every attribute of both components and nothing else", () => {
    expect(() =>
      definitions.map((definition, index) => documentComponent(definition, allDocs[index] ?? vdtNodeDocs)),
    ).not.toThrow();
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (_, example) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings: TemplateWarning[] = [];
    const { container } = renderExample(example, warnings);
    await waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull());
    expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
    expect(warnings).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
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
    expect(runtime.getSnapshot().parameters.tonnesEdit).toEqual({ nodeId: "trucks", field: "In fleet", value: 26 });
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
