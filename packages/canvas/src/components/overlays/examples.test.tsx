import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TemplateWarning } from "../../template";
import { renderExample } from "../shared/renderExample";
import { overlaysComponents } from "./index";

const examples = overlaysComponents.flatMap((component) =>
  component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
);
const exampleOf = (component: string, index = 0) => {
  const example = overlaysComponents.find((candidate) => candidate.name === component)?.examples[index];
  if (example === undefined) throw new Error(`No example ${index} of ${component}.`);
  return example;
};

describe("overlays examples", () => {
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

  it("opens the modal of the first Modal example from its trigger", async () => {
    const { runtime } = renderExample("modal", exampleOf("Modal"));
    await userEvent.click(await screen.findByRole("button", { name: "View truck details" }));
    expect(await screen.findByRole("dialog", { name: "Truck CRU-104" })).toBeTruthy();
    expect(screen.getByText("Odometer: 412,870 km")).toBeTruthy();
    expect(runtime.getSnapshot().parameters.showTruck).toBe(true);
  });

  it("runs the template's onConfirm of the delete example, which sets a parameter", async () => {
    const { runtime } = renderExample("delete", exampleOf("ConfirmationDialog"));
    await userEvent.click(await screen.findByRole("button", { name: "Delete scenario" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(runtime.getSnapshot().parameters).toMatchObject({
      confirmDelete: false,
      deletedScenario: "Peak season 2025",
    });
  });

  it("opens the confirmation of the publish example from the Fab that sets its parameter", async () => {
    const { runtime } = renderExample("confirm", exampleOf("ConfirmationDialog", 1));
    await userEvent.click(await screen.findByRole("button", { name: "Publish report" }));
    expect(await screen.findByRole("dialog", { name: "Publish the weekly fleet report?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(runtime.getSnapshot().parameters.confirmPublish).toBe(false);
  });
});
