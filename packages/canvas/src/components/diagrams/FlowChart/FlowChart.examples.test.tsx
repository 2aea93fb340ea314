import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../../defineComponent";
import { defineComponent } from "../../../defineComponent";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../../../runtime/memoryRuntime";
import { TemplateView, type TemplateWarning } from "../../../template";
import { toTemplateComponents } from "../../../templateComponents";
import FlowChart from "./FlowChart";
import { flowChartDocs } from "./FlowChart.docs";
import { flowChartMeta, flowChartPropsSchema } from "./FlowChart.meta";
import { installReactFlowBrowserStubs, type ReactFlowBrowserStubs } from "./reactFlowBrowserStubs";

let browser: ReactFlowBrowserStubs;
beforeEach(() => {
  browser = installReactFlowBrowserStubs();
});
afterEach(() => browser.restore());

const components = toTemplateComponents([
  defineComponent({ ...flowChartMeta, propsSchema: flowChartPropsSchema, component: FlowChart }),
]);

/** Renders an example as the gallery does, with FlowChart as the only component. */
function renderExample(example: ComponentExample, warnings: TemplateWarning[]) {
  const runtime = createMemoryRuntime({ parameters: { ...example.parameters }, frameData: { ...example.frame } });
  const result = render(
    <CanvasRuntimeProvider runtime={runtime}>
      <TemplateView
        templateName="example"
        templates={{ example: { jsx: example.template, css: example.css ?? "" } }}
        scope={{ frame: example.frame ?? {}, params: example.parameters ?? {}, ds: {} }}
        components={components}
        scopeId="flow-chart-examples"
        onWarnings={(reported) => warnings.push(...reported)}
      />
    </CanvasRuntimeProvider>,
  );
  return { ...result, runtime };
}

const exampleNamed = (title: string) => {
  const example = flowChartDocs.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}'.`);
  return example;
};

describe("FlowChart examples", () => {
  it.each(flowChartDocs.examples.map((example) => [example.title, example] as const))(
    "'%s' lays out and shows without an attribute, template or render error",
    async (_title, example) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const warnings: TemplateWarning[] = [];
      const { container } = renderExample(example, warnings);
      await waitFor(() => expect(screen.getByTestId("flow-chart").dataset.layoutState).toBe("ready"), {
        timeout: 5_000,
      });
      expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
      expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
      expect(warnings).toEqual([]);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    },
  );

  it("the haul cycle shows each step's tonnes and minutes and reports the clicked step", async () => {
    const { container, runtime } = renderExample(exampleNamed("A haul cycle with truck fill levels"), []);
    await waitFor(() => expect(screen.getByTestId("flow-chart").dataset.layoutState).toBe("ready"), {
      timeout: 5_000,
    });
    const haul = container.querySelector<HTMLElement>('.react-flow__node[data-id="haul"]') as HTMLElement;
    expect(haul.querySelector(".sf-flow-template")?.textContent).toBe("212 t · 11.8 min");
    expect(haul.getAttribute("aria-label")).toBe("Haul, 85% full");
    fireEvent.click(haul);
    expect(runtime.getSnapshot().parameters.step).toBe("haul");
    expect(runtime.getSnapshot().parameters.stepName).toBe("Haul");
  });
});
