import { useMemo } from "react";
import { isRenderable } from "../../overlays/shared/nodeSchema";
import { callSafely } from "../../shared/safeCallback";
import { containsHtmlTag, sanitizeHtml } from "../../shared/sanitizeHtml";
import type { AuthorCallback } from "../../shared/schemas";

type BodyProps = {
  readonly label?: string | null | undefined;
  readonly content?: string | null | undefined;
  readonly template?: AuthorCallback | undefined;
  /** What the template receives: the node or link as the author wrote it. */
  readonly data: unknown;
  /** Names the template in the console when it fails, e.g. 'FlowChart node "load" template'. */
  readonly templateName: string;
};

/** Text, or sanitised HTML when it holds a tag: markup stays, scripts, handlers and unsafe URLs go. */
function Content({ text }: { readonly text: string }) {
  const html = useMemo(() => (containsHtmlTag(text) ? sanitizeHtml(text) : null), [text]);
  if (html === null) return <div className="sf-flow-content">{text}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
  return <div className="sf-flow-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What a node or link shows: its label, its content, and the body its template renders from it. */
export function FlowChartBody({ label, content, template, data, templateName }: BodyProps) {
  const rendered = template === undefined ? null : callSafely(template, templateName, data);
  return (
    <>
      {label === null || label === undefined || label === "" ? null : <div className="sf-flow-label">{label}</div>}
      {content === null || content === undefined || content === "" ? null : <Content text={content} />}
      {isRenderable(rendered) && rendered !== null && rendered !== undefined ? (
        <div className="sf-flow-template">{rendered}</div>
      ) : null}
    </>
  );
}
