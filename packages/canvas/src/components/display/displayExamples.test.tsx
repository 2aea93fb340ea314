import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../defineComponent";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { displayComponents } from ".";

const examples = displayComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);

function exampleOf(component: string, title: string): ComponentExample {
  const example = displayComponents
    .find((definition) => definition.name === component)
    ?.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}' of ${component}.`);
  return example;
}

describe("display examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings: TemplateWarning[] = [];
    const { container } = renderExample(name, example, warnings);
    await waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull(), { timeout: 5_000 });
    expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-accordion-error, .sf-icon-unknown")).toBeNull();
    expect(warnings).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(container.textContent?.trim()).not.toBe("");
    errors.mockRestore();
  });

  it("the removable filters' callbacks set the parameter through the canvas api", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("filters", exampleOf("Chip", "Removable filters"));
    await waitFor(() => expect(container.querySelectorAll(".MuiChip-deleteIcon")).toHaveLength(3));
    await user.click(container.querySelectorAll(".MuiChip-deleteIcon")[1] as Element);
    expect(runtime.getSnapshot().parameters.activeFilters).toEqual(["Region: Gauteng", "Status: On route"]);
  });

  it("the filter row's chips choose the region", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("regions", exampleOf("Filter", "Fleet filters"));
    await user.click(await screen.findByRole("button", { name: "Western Cape" }));
    expect(runtime.getSnapshot().parameters.region).toBe("Western Cape");
  });
});
