import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../defineComponent";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { timelineComponents } from ".";

const examples = timelineComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);

function exampleOf(component: string, title: string): ComponentExample {
  const example = timelineComponents
    .find((definition) => definition.name === component)
    ?.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}' of ${component}.`);
  return example;
}

describe("timeline examples", () => {
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

  it("the shift timeline selects events from the keyboard and reports their messages", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("shift", exampleOf("Timeline", "A day shift of three haul trucks"));
    await waitFor(() => expect(container.querySelectorAll("[data-event-id]").length).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    const first = container.querySelector('[data-event-id="2"]') as HTMLElement;
    first.focus();
    await user.keyboard("{Enter}");
    expect(runtime.getSnapshot().parameters.selectedEvents).toEqual([2]);
    expect(runtime.getSnapshot().parameters.selectedMessages).toEqual(["Ore to the primary crusher"]);
  });
});
