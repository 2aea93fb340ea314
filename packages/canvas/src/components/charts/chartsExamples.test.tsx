import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../defineComponent";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { chartsComponents } from ".";
import { giveElementsASize } from "./shared/testRenderer";

vi.mock("echarts/renderers", async () => (await import("./shared/testRenderer")).svgInPlaceOfCanvas());

const examples = chartsComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);

function exampleOf(component: string, title: string): ComponentExample {
  const example = chartsComponents
    .find((definition) => definition.name === component)
    ?.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}' of ${component}.`);
  return example;
}

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

describe("charts examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings: TemplateWarning[] = [];
    const { container } = renderExample(name, example, warnings);
    await waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull(), { timeout: 5_000 });
    expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
    expect(warnings).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(container.querySelector(".sf-chart, .sf-sparkline")).not.toBeNull();
    errors.mockRestore();
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
