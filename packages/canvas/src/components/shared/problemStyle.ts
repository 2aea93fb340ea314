import type { CSSProperties } from "react";

/**
 * The inline panel shown in place of a component an author has misconfigured. Inline so it reads well in any
 * page that hosts a canvas, whatever its theme.
 */
export const problemStyle: CSSProperties = {
  display: "block",
  margin: "0.25rem 0",
  padding: "0.5rem 0.75rem",
  border: "1px solid #e57373",
  borderRadius: 4,
  background: "#fdecea",
  color: "#611a15",
  fontSize: "0.8125rem",
  lineHeight: 1.4,
};
