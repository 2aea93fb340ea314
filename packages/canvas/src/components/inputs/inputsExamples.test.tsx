import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { inputsComponents } from "./index";

const examples = inputsComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);
const exampleOf = (component: string, title: string) => {
  const example = inputsComponents
    .find((candidate) => candidate.name === component)
    ?.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}' of ${component}.`);
  return example;
};

describe("inputs examples", () => {
  it("lists the family's components in gallery order", () => {
    expect(inputsComponents.map((component) => component.name)).toEqual([
      "TextField",
      "Input",
      "Memo",
      "PhoneInput",
      "Checkbox",
      "Switch",
      "RadioGroup",
      "Slider",
      "FileUpload",
    ]);
    expect(inputsComponents.every((component) => component.family === "inputs")).toBe(true);
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
    errors.mockRestore();
  });

  it("stores the recipients of the separator example as a list", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("recipients", exampleOf("TextField", "Recipients split by ';'"));
    const field = await screen.findByRole("textbox", { name: "Send the weekly report to" });
    await user.type(field, "; fleet@minco.co.za{Enter}");
    expect(runtime.getSnapshot().parameters.recipients).toEqual([
      "thandi.mokoena@minco.co.za",
      "ops-planning@minco.co.za",
      "fleet@minco.co.za",
    ]);
  });
});
