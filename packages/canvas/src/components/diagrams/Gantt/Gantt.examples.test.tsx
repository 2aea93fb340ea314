import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ComponentExample, defineComponent } from "../../../defineComponent";
import { toTemplateComponents } from "../../../templateComponents";
import { stubSvarBrowserInEachTest } from "../../../test/diagramBrowserStubs";
import { exampleOf, expectExampleRendersCleanly } from "../../../test/exampleChecks";
import { renderExample as renderTemplateExample } from "../../../test/renderExample";
import Gantt from "./Gantt";
import { ganttDocs } from "./Gantt.docs";
import { ganttPropsSchema } from "./Gantt.meta";
import { ganttTag } from "./Gantt.tag";

stubSvarBrowserInEachTest();

const components = toTemplateComponents([
  defineComponent({ ...ganttTag, propsSchema: ganttPropsSchema, component: Gantt }),
]);

const ganttDrawn = () => expect(screen.getByTestId("gantt").dataset.ready).toBe("true");

/** Renders an example as the gallery does, with Gantt as the only component, and waits until it has drawn. */
async function renderExample(example: ComponentExample) {
  const result = renderTemplateExample("example", example, [], components);
  await waitFor(ganttDrawn, { timeout: 5_000 });
  return result;
}

const exampleNamed = (title: string) => exampleOf([ganttDocs], ganttDocs.name, title);

describe("Gantt examples", () => {
  it.each(ganttDocs.examples.map((example) => [example.title, example] as const))(
    "'%s' draws without an attribute, template or render error",
    async (_title, example) => {
      const container = await expectExampleRendersCleanly("example", example, { components, drawn: ganttDrawn });
      expect(container.querySelectorAll(".wx-bar").length).toBeGreaterThan(0);
    },
  );

  it("the shutdown plan has a project, tasks, a milestone, links and a marker, and reports an edit", async () => {
    const user = userEvent.setup();
    const { container, runtime } = await renderExample(exampleNamed("A crusher shutdown and fleet services"));
    expect(container.querySelector('.wx-bar[data-id=":shutdown"]')?.className).toContain("wx-summary");
    expect(container.querySelector('.wx-bar[data-id=":handover"]')?.className).toContain("wx-milestone");
    expect(container.querySelectorAll(".wx-links [data-link-id]")).toHaveLength(4);
    await waitFor(() => expect(container.querySelector(".sf-gantt-marker")?.textContent).toBe("Shutdown"));

    fireEvent.doubleClick(container.querySelector('.wx-bar[data-id=":isolate"]') as Element);
    const dialog = await screen.findByRole("dialog", { name: "Edit item" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), " the crusher");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(runtime.getSnapshot().parameters.planEdit).toMatchObject({
        operation: "update-item",
        id: "isolate",
        name: "Isolate and lock out the crusher",
      }),
    );
  });

  it("the read-only programme reports a clicked item after the click delay", async () => {
    const { container, runtime } = await renderExample(exampleNamed("A read-only replacement programme"));
    vi.useFakeTimers();
    fireEvent.click(container.querySelector('.wx-bar[data-id=":tender"]') as Element, { detail: 1 });
    act(() => vi.advanceTimersByTime(299));
    expect(runtime.getSnapshot().parameters.picked).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(runtime.getSnapshot().parameters.picked).toBe("Tender");
  });
});
