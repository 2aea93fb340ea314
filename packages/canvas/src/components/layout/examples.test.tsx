import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { layoutComponentDocs } from "./docs";

const examples = namedExamples(layoutComponentDocs);
const exampleOf = (component: string, index = 0) => findExample(layoutComponentDocs, component, index);

describe("layout examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
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
