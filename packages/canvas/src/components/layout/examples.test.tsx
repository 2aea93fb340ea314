import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { layoutComponents } from "./index";

const examples = layoutComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);
const exampleOf = (component: string, index = 0) => {
  const example = layoutComponents.find((candidate) => candidate.name === component)?.examples[index];
  if (example === undefined) throw new Error(`No example ${index} of ${component}.`);
  return example;
};

describe("layout examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings: TemplateWarning[] = [];
    const { container } = renderExample(name, example, warnings);
    await waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull(), { timeout: 5_000 });
    expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
    expect(warnings).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });

  it("switches the panels of the tabbed fleet dashboard", async () => {
    const { runtime } = renderExample("tabs", exampleOf("Tabs"));
    expect(await screen.findByText("38", { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Trucks" }));
    expect(await screen.findByText("DBN-220")).toBeTruthy();
    expect(runtime.getSnapshot().parameters["tabs-fleet"]).toBe("trucks");
  });

  it("opens the modal of the Fab example", async () => {
    renderExample("fab", exampleOf("Fab"));
    await userEvent.click(await screen.findByRole("button", { name: "Plan a trip" }));
    expect(await screen.findByRole("dialog", { name: "Plan a trip" })).toBeTruthy();
  });
});
