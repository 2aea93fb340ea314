import { type CSSProperties, createElement, type ReactElement, type ReactNode } from "react";
import type { TemplateParseError } from "./errors";

const RENDER_ERROR_TITLE = "Failed to Render Canvas.";

// Enough inline style to read well on its own; the web app styles the class names.
const errorStyle: CSSProperties = {
  margin: "0.5rem 0",
  padding: "0.6rem 0.8rem",
  border: "1px solid #e57373",
  borderRadius: 4,
  background: "#fdecea",
  color: "#611a15",
  fontSize: "0.875rem",
};
const noticeStyle: CSSProperties = {
  display: "inline-block",
  padding: "0.1rem 0.4rem",
  border: "1px dashed #f9a825",
  borderRadius: 3,
  background: "#fffde7",
  color: "#5d4037",
  fontSize: "0.8rem",
};
const preStyle: CSSProperties = { margin: "0.4rem 0 0", whiteSpace: "pre-wrap", fontSize: "0.75rem" };

/** A visible inline note where a template refers to something missing (a component, an include). */
export function TemplateNotice({ children }: { readonly children?: ReactNode }): ReactElement {
  return createElement("span", { className: "sf-template-notice", role: "note", style: noticeStyle }, children);
}

export function ParseErrorPanel({
  error,
  showDetails,
}: {
  readonly error: TemplateParseError;
  readonly showDetails: boolean;
}): ReactElement {
  return createElement(
    "div",
    { className: "sf-template-error sf-template-error--parse", role: "alert", style: errorStyle },
    createElement("strong", { className: "sf-template-error__title" }, error.message),
    showDetails
      ? createElement("p", { className: "sf-template-error__detail", style: { margin: "0.3rem 0 0" } }, error.detail)
      : null,
  );
}

export function RenderErrorPanel({
  message,
  componentStack,
  showDetails,
}: {
  readonly message: string;
  readonly componentStack: string;
  readonly showDetails: boolean;
}): ReactElement {
  return createElement(
    "div",
    { className: "sf-template-error sf-template-error--render", role: "alert", style: errorStyle },
    createElement("strong", { className: "sf-template-error__title" }, RENDER_ERROR_TITLE),
    showDetails
      ? createElement(
          "details",
          { className: "sf-template-error__details", style: { marginTop: "0.3rem" } },
          createElement("summary", null, "Details"),
          createElement("pre", { className: "sf-template-error__message", style: preStyle }, message),
          componentStack.trim() === ""
            ? null
            : createElement("pre", { className: "sf-template-error__stack", style: preStyle }, componentStack.trim()),
        )
      : null,
  );
}
