import { render } from "@testing-library/react";
import type { ComponentExample } from "../defineComponent";
import { componentRegistry } from "../registry";
import { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../runtime/memoryRuntime";
import { TemplateView, type TemplateWarning } from "../template";
import { toTemplateComponents } from "../templateComponents";

const components = toTemplateComponents(componentRegistry);

/** Renders a metadata example as the gallery does: its template, with its parameters and frame (tests only). */
export function renderExample(name: string, example: ComponentExample, warnings: TemplateWarning[] = []) {
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
