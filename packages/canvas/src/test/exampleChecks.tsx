import { waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";
import type { ComponentDocs, ComponentExample } from "../defineComponent";
import type { CanvasComponents, TemplateWarning } from "../template";
import { renderExample } from "./renderExample";

type Examples = readonly Pick<ComponentDocs, "name" | "examples">[];

/** Every example of a family, named '<Component>: <title>', for `it.each` (tests only). */
export function namedExamples(components: Examples): (readonly [string, ComponentExample])[] {
  return components.flatMap((component) =>
    component.examples.map((example) => [`${component.name}: ${example.title}`, example] as const),
  );
}

/** One example of a family, by its title or its position among the component's examples (tests only). */
export function exampleOf(components: Examples, component: string, which: string | number = 0): ComponentExample {
  const examples = components.find((definition) => definition.name === component)?.examples ?? [];
  const example = typeof which === "number" ? examples[which] : examples.find((candidate) => candidate.title === which);
  if (example === undefined) throw new Error(`No example ${JSON.stringify(which)} of ${component}.`);
  return example;
}

/**
 * Renders an example as the gallery does, waits for its component code (or until `drawn` passes, for a
 * component that draws later), and checks that it shows no attribute, template or render error and reports
 * no template warning or console error. `components` are those of `renderExample`. Returns the container for
 * a family's own further checks (tests only).
 */
export async function expectExampleRendersCleanly(
  name: string,
  example: ComponentExample,
  {
    timeoutMs = 5_000,
    components,
    drawn,
  }: { timeoutMs?: number; components?: CanvasComponents; drawn?: (container: HTMLElement) => void } = {},
): Promise<HTMLElement> {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const warnings: TemplateWarning[] = [];
    const { container } = renderExample(name, example, warnings, components);
    const ready = drawn ?? (() => expect(container.querySelector(".sf-component-loading")).toBeNull());
    await waitFor(() => ready(container), { timeout: timeoutMs });
    expect(container.querySelector(".sf-component-error")?.textContent ?? null).toBeNull();
    expect(container.querySelector(".sf-template-error")?.textContent ?? null).toBeNull();
    expect(warnings).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    return container;
  } finally {
    errors.mockRestore();
  }
}
