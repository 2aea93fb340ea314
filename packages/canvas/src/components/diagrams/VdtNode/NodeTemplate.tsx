import { type ReactNode, useMemo } from "react";
import { useCanvasSnapshot } from "../../../runtime/CanvasRuntimeContext";
import { renderTemplate, type TemplateScope } from "../../../template/renderTemplate";
import { TemplateErrorBoundary } from "../../../template/TemplateErrorBoundary";
import type { TemplateSource } from "../../../template/templateSource";
import { useTemplateParser } from "../../../template/useTemplateParser";

const TEMPLATE_NAME = "vdt-node";

type TemplateSources = Readonly<Record<string, TemplateSource>>;

type RenderedProps = { readonly templates: TemplateSources; readonly scope: TemplateScope };

function RenderedTemplate({ templates, scope }: RenderedProps): ReactNode {
  return useMemo(() => renderTemplate(TEMPLATE_NAME, { templates, scope }).node, [templates, scope]);
}

/** In place of the body while the parser loads: nothing, or the load's failure for the error boundary. */
function ParserPending({ failure }: { readonly failure: Error | null }): ReactNode {
  if (failure !== null) throw failure;
  return null;
}

/**
 * A node's body written as a template, rendered by the safe template engine with the node as `frame` (and the
 * storyline's parameters and data sources as in any frame). Plain HTML only: canvas components are not resolved
 * inside a node, so a tree never loads the component library.
 */
export function NodeTemplate({ template, node }: { readonly template: string; readonly node: unknown }): ReactNode {
  const templates = useMemo<TemplateSources>(() => ({ [TEMPLATE_NAME]: { jsx: template, css: "" } }), [template]);
  const parser = useTemplateParser(TEMPLATE_NAME, templates);
  const snapshot = useCanvasSnapshot();
  const scope = useMemo<TemplateScope>(() => {
    const ds = Object.fromEntries(Object.entries(snapshot.dataSources).map(([name, view]) => [name, view.data]));
    return { frame: node, params: snapshot.parameters, ds };
  }, [node, snapshot]);
  return (
    <TemplateErrorBoundary showErrorDetails resetKeys={[templates, scope]}>
      {parser.ready ? (
        <RenderedTemplate templates={templates} scope={scope} />
      ) : (
        <ParserPending failure={parser.failure} />
      )}
    </TemplateErrorBoundary>
  );
}
