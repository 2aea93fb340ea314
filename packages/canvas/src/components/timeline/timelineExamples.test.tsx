import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { timelineComponentDocs } from "./docs";

const examples = namedExamples(timelineComponentDocs);

const exampleOf = (component: string, title: string) => findExample(timelineComponentDocs, component, title);

describe("timeline examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
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
