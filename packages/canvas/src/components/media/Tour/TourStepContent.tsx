import { useMemo } from "react";
import { sanitizeHtml } from "../../shared/sanitizeHtml";

/** A step's HTML content, sanitised: markup stays, scripts, handlers, page-wide styles and unsafe URLs go. */
export function TourStepContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
  return <div className="sf-tour-step-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
