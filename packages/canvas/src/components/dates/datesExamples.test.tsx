import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { datesComponents } from "./index";

const examples = datesComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);

describe("dates examples", () => {
  it("lists the family's components in gallery order", () => {
    expect(datesComponents.map((component) => component.name)).toEqual([
      "DatePicker",
      "DateTimePicker",
      "DateRangePicker",
    ]);
    expect(datesComponents.every((component) => component.family === "dates")).toBe(true);
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

  it("shows the reporting period example's range and its text", async () => {
    const example = datesComponents.find((component) => component.name === "DateRangePicker")?.examples[0];
    if (example === undefined) throw new Error("No DateRangePicker example.");
    renderExample("period", example);
    const field = (await screen.findByRole("textbox", { name: "Reporting period" })) as HTMLInputElement;
    expect(field.value).toBe("01/05/2025 to 31/05/2025");
    expect(screen.getByText(/Tonnes hauled between 01 May and 31 May 2025/)).toBeTruthy();
  });
});
