import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { selectionComponentDocs } from "./docs";
import { selectionComponents } from "./index";

const examples = namedExamples(selectionComponentDocs);

const exampleOf = (component: string, title: string) => findExample(selectionComponentDocs, component, title);

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
    const container = await expectExampleRendersCleanly(name, example);
    expect(container.textContent?.trim()).not.toBe("");
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
