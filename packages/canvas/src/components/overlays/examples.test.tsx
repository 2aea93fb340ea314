import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { overlaysComponentDocs } from "./docs";

const examples = namedExamples(overlaysComponentDocs);
const exampleOf = (component: string, index = 0) => findExample(overlaysComponentDocs, component, index);

describe("overlays examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
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
