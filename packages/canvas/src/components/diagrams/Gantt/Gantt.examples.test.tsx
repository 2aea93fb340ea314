import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComponentExample } from "../../../defineComponent";
import { defineComponent } from "../../../defineComponent";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../../../runtime/memoryRuntime";
import { TemplateView, type TemplateWarning } from "../../../template";
import { toTemplateComponents } from "../../../templateComponents";
import Gantt from "./Gantt";
import { ganttDocs } from "./Gantt.docs";
import { ganttMeta, ganttPropsSchema } from "./Gantt.meta";
import { installSvarBrowserStubs } from "./svarBrowserStubs";

let restoreBrowser: () => void;
beforeEach(() => {
  restoreBrowser = installSvarBrowserStubs();
});
afterEach(() => {
  vi.useRealTimers();
  restoreBrowser();
});

const components = toTemplateComponents([
  defineComponent({ ...ganttMeta, propsSchema: ganttPropsSchema, component: Gantt }),
]);

/** Renders an example as the gallery does, with Gantt as the only component, and waits until it has drawn. */
async function renderExample(example: ComponentExample, warnings: TemplateWarning[] = []) {
  const runtime = createMemoryRuntime({ parameters: { ...example.parameters }, frameData: { ...example.frame } });
  const result = render(
    <CanvasRuntimeProvider runtime={runtime}>
      <TemplateView
        templateName="example"
        templates={{ example: { jsx: example.template, css: example.css ?? "" } }}
        scope={{ frame: example.frame ?? {}, params: example.parameters ?? {}, ds: {} }}
        components={components}
        scopeId="gantt-examples"
        onWarnings={(reported) => warnings.push(...reported)}
      />
    </CanvasRuntimeProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("gantt").dataset.ready).toBe("true"), { timeout: 5_000 });
  return { ...result, runtime };
}

const exampleNamed = (title: string) => {
  const example = ganttDocs.examples.find((candidate) => candidate.title === title);
  if (example === undefined) throw new Error(`No example '${title}'.`);
  return example;
};

describe("Gantt examples", () => {
  it.each(ganttDocs.examples.map((example) => [example.title, example] as const))(
    "'%s' draws without an attribute, template or render error",
    async (_title, example) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const warnings: TemplateWarning[] = [];
      const { container } = await renderExample(example, warnings);
      expect(container.querySelectorAll(".wx-bar").length).toBeGreaterThan(0);
      expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
      expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
      expect(warnings).toEqual([]);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      errors.mockRestore();
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
