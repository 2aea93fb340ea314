import DOMPurify from "dompurify";
import { useMemo } from "react";

/** A step's HTML content, sanitised: markup stays, scripts, handlers and unsafe URLs go. */
export function TourStepContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className="sf-tour-step-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
