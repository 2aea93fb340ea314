import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../defineComponent";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { feedbackComponents } from ".";

const examples = feedbackComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);

function exampleOf(component: string, title: string): ComponentExample {
  const example = feedbackComponents
    .find((definition) => definition.name === component)
    ?.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}' of ${component}.`);
  return example;
}

describe("feedback examples", () => {
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

  it("the failing import shows its markdown details and clears the parameter on close", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("import", exampleOf("DetailedErrorAlert", "Failing telematics import"));
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(screen.getByRole("heading", { name: "Rejected rows" })).toBeTruthy();
    expect(screen.getByText("-126.31").tagName).toBe("CODE");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(runtime.getSnapshot().parameters.importError).toBeNull();
  });

  it("the dismissible banner writes its parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("banner", exampleOf("Alert", "Dismissed into a parameter"));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(runtime.getSnapshot().parameters.bannerDismissed).toBe(true);
  });
});
