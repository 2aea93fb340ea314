import { render } from "@testing-library/react";
import type { ComponentExample } from "../defineComponent";
import { componentRegistry } from "../registry";
import { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../runtime/memoryRuntime";
import { type CanvasComponents, TemplateView, type TemplateWarning } from "../template";
import { toTemplateComponents } from "../templateComponents";

const registryComponents = toTemplateComponents(componentRegistry);

/**
 * Renders a metadata example as the gallery does: its template, with its parameters and frame (tests only).
 * `components` defaults to the whole registry; a family may pass only its own, loaded at once rather than lazily.
 */
export function renderExample(
  name: string,
  example: ComponentExample,
  warnings: TemplateWarning[] = [],
  components: CanvasComponents = registryComponents,
) {
  const runtime = createMemoryRuntime({ parameters: { ...example.parameters }, frameData: { ...example.frame } });
  const result = render(
    <CanvasRuntimeProvider runtime={runtime}>
      <TemplateView
        templateName={name}
        templates={{ [name]: { jsx: example.template, css: example.css ?? "" } }}
        scope={{ frame: example.frame ?? {}, params: example.parameters ?? {}, ds: {} }}
        components={components}
        scopeId="component-examples"
        onWarnings={(reported) => warnings.push(...reported)}
      />
    </CanvasRuntimeProvider>,
  );
  return { ...result, runtime };
}
