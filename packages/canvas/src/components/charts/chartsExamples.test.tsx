import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize } from "../../test/chartTestRenderer";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { chartsComponentDocs } from "./docs";

vi.mock("echarts/renderers", async () => (await import("../../test/chartTestRenderer")).svgInPlaceOfCanvas());

const examples = namedExamples(chartsComponentDocs);

const exampleOf = (component: string, title: string) => findExample(chartsComponentDocs, component, title);

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

describe("charts examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const container = await expectExampleRendersCleanly(name, example);
    expect(container.querySelector(".sf-chart, .sf-sparkline")).not.toBeNull();
  });

  it("every chart example with input draws its chart, and the one without says 'No input provided.'", async () => {
    renderExample("empty", exampleOf("LineChart", "Without input"));
    expect(await screen.findByText("No input provided.")).toBeTruthy();
    const { container } = renderExample("stocks", exampleOf("LineChart", "Stock prices with a zoom range"));
    await waitFor(() => expect(container.querySelector(".sf-chart-canvas svg")).not.toBeNull());
    expect(container.querySelector(".sf-chart-canvas")?.getAttribute("aria-label")).toBe(
      "Month-start price (USD) (line chart): MSFT, IBM. 48 points.",
    );
  });
});
