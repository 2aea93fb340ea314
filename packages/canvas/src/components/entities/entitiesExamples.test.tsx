import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { entitiesComponentDocs } from "./docs";

const examples = namedExamples(entitiesComponentDocs);

const exampleOf = (component: string, index = 0) => findExample(entitiesComponentDocs, component, index);

describe("entities examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
  });

  it("the scenario example passes a rename on through the operation parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("scenarios", exampleOf("EntityManagementPanel"));
    const operations = await screen.findByRole("group", { name: "Scenario operations" });
    await user.click(within(operations).getByRole("button", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename scenario" });
    await user.type(within(dialog).getByRole("textbox", { name: "New name" }), "Two more trucks (2027){Enter}");
    expect(runtime.getSnapshot().parameters.scenarioOperation).toMatchObject({
      operation: "rename",
      entity_id: "SC-2",
      entity_label: "Two more trucks",
      name: "Two more trucks (2027)",
    });
  });

  it("the case example offers only its chosen operations and passes a create on", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("cases", exampleOf("EntityManagementPanel", 1));
    expect(await screen.findByText("Last operation: none yet")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Case operations" }));
    const operations = screen.getByRole("group", { name: "Case operations" });
    expect(
      within(operations)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Create", "Rename", "Remove"]);
    await user.click(within(operations).getByRole("button", { name: "Create" }));
    await user.type(within(await screen.findByRole("dialog")).getByRole("textbox", { name: "Name" }), "Pump 3{Enter}");
    expect(runtime.getSnapshot().parameters.caseOperation).toMatchObject({ operation: "create", name: "Pump 3" });
  });

  it("the feedback example shows one filled and two outlined feedback buttons", async () => {
    renderExample("feedback", exampleOf("FeedbackButton"));
    expect(await screen.findByRole("button", { name: /Feedback given on transaction L-018204/ })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Give feedback on transaction/ })).toHaveLength(2);
  });
});
