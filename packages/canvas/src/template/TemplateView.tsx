import { type ReactNode, useEffect, useMemo } from "react";
import {
  type CanvasComponents,
  renderTemplate,
  type TemplateScope,
  type TemplateSource,
  type TemplateWarning,
} from "./renderTemplate";
import { TemplateErrorBoundary } from "./TemplateErrorBoundary";
import { frameCss } from "./templateCss";
import { useTemplateParser } from "./useTemplateParser";

export type TemplateViewProps = {
  /** The template to render, by path (for example "fleet/kpi-strip"). */
  readonly templateName: string;
  /** Templates by path: the one named and every template it includes. */
  readonly templates: Readonly<Record<string, TemplateSource>>;
  readonly scope: TemplateScope;
  readonly components?: CanvasComponents;
  /** Identifies the frame: its element gets data-frame="<scopeId>" and its CSS is scoped to that. */
  readonly scopeId: string;
  /** Show error details (the JSX error line, the error text and component stack); default true. */
  readonly showErrorDetails?: boolean;
  /** Told what was dropped or skipped after each render that changed it. */
  readonly onWarnings?: (warnings: readonly TemplateWarning[]) => void;
};

type ContentProps = Omit<TemplateViewProps, "scopeId"> & { readonly cssWarnings: readonly string[] };

function TemplateContent(props: ContentProps): ReactNode {
  const { templateName, templates, scope, components, showErrorDetails, onWarnings, cssWarnings } = props;
  const rendered = useMemo(
    () => renderTemplate(templateName, { templates, scope, components, showErrorDetails }),
    [templateName, templates, scope, components, showErrorDetails],
  );
  useEffect(() => {
    if (onWarnings === undefined) return;
    const fromCss = cssWarnings.map((message) => ({ template: templateName, message }));
    onWarnings([...fromCss, ...rendered.warnings]);
  }, [onWarnings, rendered, cssWarnings, templateName]);
  return rendered.node;
}

/** In place of the content while the parser loads: nothing, or the load's failure for the error boundary. */
function ParserPending({ failure }: { readonly failure: Error | null }): ReactNode {
  if (failure !== null) throw failure;
  return null;
}

/** A short, stable hash of a text (FNV-1a, 32 bits, base 36): names a stylesheet by its content. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * A frame rendered from a template: `<div data-frame={scopeId} class="sf-frame">`
 * holding the template's scoped CSS and its content. A template that cannot
 * be parsed shows 'An error occurred while parsing template.' with the JSX
 * error; one that fails while rendering shows 'Failed to Render Canvas.',
 * and only this frame is affected. Templates with a compiled form are only evaluated; for one without, the
 * parser is loaded first (the frame stays empty meanwhile).
 */
export function TemplateView(props: TemplateViewProps): ReactNode {
  const { templateName, templates, scope, components, scopeId, showErrorDetails = true, onWarnings } = props;
  const parser = useTemplateParser(templateName, templates);
  // Hashed once per stylesheet, not on every parameter change that re-renders the frame. The includes (whose CSS
  // is added) are known once every template is compiled or the parser is there.
  const cssTemplates = parser.ready ? templates : null;
  const css = useMemo(() => {
    const scoped = cssTemplates === null ? { text: "", warnings: [] } : frameCss(templateName, cssTemplates, scopeId);
    return { ...scoped, href: `sf-frame-css-${hashText(`${scopeId}\n${scoped.text}`)}` };
  }, [templateName, cssTemplates, scopeId]);
  return (
    <div data-frame={scopeId} className="sf-frame">
      {css.text === "" ? null : (
        // Hoisted into <head> and shared by every frame with the same scope and CSS: moving between such
        // frames inserts no stylesheet, so the browser does not restyle the whole page.
        <style href={css.href} precedence="storyframe-frames">
          {css.text}
        </style>
      )}
      <TemplateErrorBoundary
        showErrorDetails={showErrorDetails}
        resetKeys={[templateName, templates, scope, components]}
      >
        {parser.ready ? (
          <TemplateContent
            templateName={templateName}
            templates={templates}
            scope={scope}
            components={components}
            showErrorDetails={showErrorDetails}
            onWarnings={onWarnings}
            cssWarnings={css.warnings}
          />
        ) : (
          <ParserPending failure={parser.failure} />
        )}
      </TemplateErrorBoundary>
    </div>
  );
}
