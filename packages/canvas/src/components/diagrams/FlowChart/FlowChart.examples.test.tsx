import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defineComponent } from "../../../defineComponent";
import { toTemplateComponents } from "../../../templateComponents";
import { stubReactFlowBrowserInEachTest } from "../../../test/diagramBrowserStubs";
import { exampleOf, expectExampleRendersCleanly } from "../../../test/exampleChecks";
import { renderExample } from "../../../test/renderExample";
import FlowChart from "./FlowChart";
import { flowChartDocs } from "./FlowChart.docs";
import { flowChartPropsSchema } from "./FlowChart.meta";
import { flowChartTag } from "./FlowChart.tag";

stubReactFlowBrowserInEachTest();

const components = toTemplateComponents([
  defineComponent({ ...flowChartTag, propsSchema: flowChartPropsSchema, component: FlowChart }),
]);

const exampleNamed = (title: string) => exampleOf([flowChartDocs], flowChartDocs.name, title);

describe("FlowChart examples", () => {
  it.each(flowChartDocs.examples.map((example) => [example.title, example] as const))(
    "'%s' lays out and shows without an attribute, template or render error",
    async (_title, example) => {
      await expectExampleRendersCleanly("example", example, {
        components,
        drawn: () => expect(screen.getByTestId("flow-chart").dataset.layoutState).toBe("ready"),
      });
    },
  );

  it("the haul cycle shows each step's tonnes and minutes and reports the clicked step", async () => {
    const { container, runtime } = renderExample(
      "example",
      exampleNamed("A haul cycle with truck fill levels"),
      [],
      components,
    );
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
