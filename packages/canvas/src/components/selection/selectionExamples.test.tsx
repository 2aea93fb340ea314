import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../defineComponent";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { selectionComponents } from "./index";

const examples = selectionComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);

function exampleOf(component: string, title: string): ComponentExample {
  const example = selectionComponents
    .find((candidate) => candidate.name === component)
    ?.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}' of ${component}.`);
  return example;
}

describe("selection examples", () => {
  it("lists the family's components in gallery order", () => {
    expect(selectionComponents.map((component) => component.name)).toEqual([
      "Autocomplete",
      "DropdownFilter",
      "CascadingMultiFilter",
      "TreeView",
    ]);
    expect(selectionComponents.every((component) => component.family === "selection")).toBe(true);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings: TemplateWarning[] = [];
    const { container } = renderExample(name, example, warnings);
    await waitFor(() => expect(container.querySelector(".sf-component-loading")).toBeNull(), { timeout: 5_000 });
    expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
    expect(warnings).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(container.textContent?.trim()).not.toBe("");
    errors.mockRestore();
  });

  it("adds a market to the compared ones from the tree", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("markets", exampleOf("TreeView", "Compare up to three markets"));
    expect(await screen.findByText("2 of 3 markets selected")).toBeTruthy();
    await user.click(await screen.findByText("Germany"));
    expect(runtime.getSnapshot().parameters.markets).toEqual(["za", "de", "us"]);
    expect(screen.getByText("Germany").closest('[role="treeitem"]')?.getAttribute("aria-checked")).toBe("true");
  });
});
