import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { displayComponentDocs } from "./docs";

const examples = namedExamples(displayComponentDocs);

const exampleOf = (component: string, title: string) => findExample(displayComponentDocs, component, title);

describe("display examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const container = await expectExampleRendersCleanly(name, example);
    expect(container.querySelector(".sf-accordion-error, .sf-icon-unknown")).toBeNull();
    expect(container.textContent?.trim()).not.toBe("");
  });

  it("the removable filters' callbacks set the parameter through the canvas api", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("filters", exampleOf("Chip", "Removable filters"));
    await waitFor(() => expect(container.querySelectorAll(".MuiChip-deleteIcon")).toHaveLength(3));
    await user.click(container.querySelectorAll(".MuiChip-deleteIcon")[1] as Element);
    expect(runtime.getSnapshot().parameters.activeFilters).toEqual(["Region: Gauteng", "Status: On route"]);
  });

  it("the filter row's chips choose the region", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("regions", exampleOf("Filter", "Fleet filters"));
    await user.click(await screen.findByRole("button", { name: "Western Cape" }));
    expect(runtime.getSnapshot().parameters.region).toBe("Western Cape");
  });
});
